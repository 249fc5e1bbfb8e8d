import { useLocalStorage } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { storageKeys } from '../../lib/storage.ts';
import { Sidebar } from './sidebar.tsx';

// The layout Mantine's AppShell drew (fixed sidebar, page beside it), as two plain elements: the
// AppShell's code was 6 KB gzipped of the first screen's JavaScript (issue 17). Same sizes, border
// and body colours, and the page's padding moves in 200 ms as it did.
const navStyle: CSSProperties = {
  position: 'fixed',
  top: 0,
  insetInlineStart: 0,
  zIndex: 101,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  backgroundColor: 'var(--mantine-color-body)',
  borderInlineEnd: '1px solid var(--mantine-color-default-border)',
};
const mainStyle: CSSProperties = {
  padding: 'var(--mantine-spacing-lg)',
  minHeight: '100dvh',
  transition: 'padding 200ms ease',
};
const scaled = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** Every cluster page: the sidebar (expanded or collapsed, remembered) and the page itself. */
export function ClusterLayout() {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const width = scaled(collapsed ? 64 : 250);
  return (
    <div>
      <nav data-testid="sidebar-nav" style={{ ...navStyle, width }}>
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      </nav>
      <main
        data-testid="main"
        style={{ ...mainStyle, paddingInlineStart: `calc(${width} + var(--mantine-spacing-lg))` }}
      >
        <Outlet />
      </main>
    </div>
  );
}
