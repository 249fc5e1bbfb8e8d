import { Title } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { useAuth } from '../features/session/session.ts';
import { useLogout } from '../features/session/use-logout.ts';
import { plainButton } from './plain-button.tsx';
import { cls, PlainGroup } from './plain-layout.tsx';

// Plain DOM in Mantine's classes (as components/plain-layout.tsx): every page draws its title bar
// before its first row. The Title and the default Button (plain-button.tsx) are here, not in
// plain-layout.tsx, which the sidebar puts in the start chunk: pages load this file, and Title's
// code with it.

const TITLE = cls(Title.classes.root, 'mantine-Title-root');
const TITLE_VARS = {
  '--title-fw': 'var(--mantine-h2-font-weight)',
  '--title-lh': 'var(--mantine-h2-line-height)',
  '--title-fz': 'var(--mantine-h2-font-size)',
  fontWeight: 600,
} as CSSProperties;

/**
 * Page title bar (spec §2.2 item 1): the page title on the left; on the right the page's own
 * actions (`children`) followed by the session button: 'Login' when login is enabled and nobody is
 * logged in, '<user> (Logout)' when logged in, a disabled '<user>' when login is off but a user
 * name is known.
 */
export function TitleBar({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <PlainGroup
      justify="space-between"
      wrap="nowrap"
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
      data-testid="title-bar"
    >
      <h2 className={TITLE} data-order={2} style={TITLE_VARS} data-testid="page-title">
        {title}
      </h2>
      <PlainGroup gap="xs" wrap="nowrap">
        {children}
        <SessionButton />
      </PlainGroup>
    </PlainGroup>
  );
}

function SessionButton() {
  const { auths, me } = useAuth();
  const logout = useLogout();
  if (me.logged && me.username) {
    return (
      <button
        type="button"
        onClick={logout}
        data-testid="logout-button"
        {...plainButton({ label: `${me.username} (Logout)`, left: <IconLogout size={16} /> })}
      />
    );
  }
  if (auths.loginEnabled) {
    return (
      <Link
        to="/ui/login"
        data-testid="login-button"
        {...plainButton({ label: 'Login', left: <IconLogin size={16} /> })}
      />
    );
  }
  if (me.username) {
    return (
      <button
        type="button"
        disabled
        data-testid="user-button"
        {...plainButton({ label: me.username, disabled: true })}
      />
    );
  }
  return null;
}
