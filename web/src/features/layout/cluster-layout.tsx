import { AppShell } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { storageKeys } from '../../lib/storage.ts';
import { Sidebar } from './sidebar.tsx';

/** Every cluster page: the sidebar (expanded or collapsed, remembered) and the page itself. */
export function ClusterLayout() {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <AppShell navbar={{ width: collapsed ? 64 : 250, breakpoint: 0 }} padding="lg">
      <AppShell.Navbar data-testid="sidebar-nav">
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      </AppShell.Navbar>
      <AppShell.Main data-testid="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
