import { Button, Group, Title } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../features/session/session.ts';
import { useLogout } from '../features/session/use-logout.ts';

/**
 * Page title bar (spec §2.2 item 1): the page title on the left; on the right the page's own
 * actions (`children`) followed by the session button: 'Login' when login is enabled and nobody is
 * logged in, '<user> (Logout)' when logged in, a disabled '<user>' when login is off but a user
 * name is known.
 */
export function TitleBar({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" mb="md" data-testid="title-bar">
      <Title order={2} fw={600} data-testid="page-title">
        {title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {children}
        <SessionButton />
      </Group>
    </Group>
  );
}

function SessionButton() {
  const { auths, me } = useAuth();
  const logout = useLogout();
  if (me.logged && me.username) {
    return (
      <Button
        variant="default"
        leftSection={<IconLogout size={16} />}
        onClick={logout}
        data-testid="logout-button"
      >
        {me.username} (Logout)
      </Button>
    );
  }
  if (auths.loginEnabled) {
    return (
      <Button
        component={Link}
        to="/ui/login"
        variant="default"
        leftSection={<IconLogin size={16} />}
        data-testid="login-button"
      >
        Login
      </Button>
    );
  }
  if (me.username) {
    return (
      <Button variant="default" disabled data-testid="user-button">
        {me.username}
      </Button>
    );
  }
  return null;
}
