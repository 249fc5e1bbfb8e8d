import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../app/config.ts';
import { useAuth } from '../session/session.ts';

/**
 * `/ui/login`, without the sidebar. Placeholder until the authentication issue brings the form and
 * the single-sign-on buttons (spec §2.12); it already explains the dead end of "login disabled and
 * no roles" instead of bouncing between /ui and here.
 */
export function LoginPage() {
  const { auths } = useAuth();
  return (
    <Center h="100vh" p="md" data-testid="login-page">
      <Paper withBorder shadow="sm" p="xl" w={420}>
        <Stack>
          <Title order={2}>{PRODUCT_NAME}</Title>
          {auths.loginEnabled ? (
            <Text c="dimmed">The login form is coming soon.</Text>
          ) : (
            <Alert color="yellow" icon={<IconLock />} data-testid="login-disabled">
              Login is not enabled on this server and no permission is granted to anonymous users.
            </Alert>
          )}
          <Button component={Link} to="/ui" variant="light">
            Back to the console
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
