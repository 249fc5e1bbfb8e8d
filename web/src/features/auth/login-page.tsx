import { LoginRequest } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Divider, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '../../app/config.ts';
import { notifyError } from '../../lib/notify.ts';
import { readReturnTo } from '../session/return-to.ts';
import { useAuth } from '../session/session.ts';
import { resetSession } from '../session/session-queries.ts';
import { submitLogin } from './login-api.ts';
import { SsoButtons } from './sso-buttons.tsx';

/**
 * `/ui/login` (spec §2.12), without the sidebar: the form when the server offers form login, one
 * button per single-sign-on provider, and the reason we are here (a kept 401/403 message is shown
 * as a warning toast by the root layout; a failed single sign-on comes back with `?sso=failed`, a
 * provider that does not answer with `?sso=unavailable&provider=<key>`, named here).
 */
export function LoginPage() {
  const { auths } = useAuth();
  const { sso, provider } = useSearch({ from: '/ui/login' });
  const providers = [...(auths.oidcAuths ?? []), ...(auths.oauthAuths ?? [])];
  const ssoLabel = providers.find((p) => p.key === provider)?.label ?? 'Single sign-on';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
    mode: 'onChange',
  });

  const onSubmit = async (form: LoginRequest) => {
    setFailure(undefined);
    const outcome = await submitLogin(form).catch(() => ({
      ok: false as const,
      message: 'Internal Server Error',
      severity: 'error' as const,
    }));
    if (!outcome.ok) {
      if (outcome.severity === 'error') notifyError(outcome.message);
      else setFailure(outcome.message);
      return;
    }
    await resetSession(queryClient);
    const returnTo = readReturnTo();
    // returnTo is a router path plus query kept as text, so it goes by `href` (untyped on purpose).
    if (returnTo) await router.navigate({ href: returnTo, replace: true } as Parameters<typeof navigate>[0]);
    else await navigate({ to: '/ui', replace: true });
  };

  return (
    <Center mih="100vh" p="md" data-testid="login-page">
      <Paper withBorder shadow="sm" p="xl" w={400}>
        <Stack>
          <Title order={2}>{PRODUCT_NAME}</Title>
          {sso === 'unavailable' && (
            <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="sso-unavailable">
              {ssoLabel} is unavailable: the identity provider does not answer. Use another login or try again
              later.
            </Alert>
          )}
          {sso === 'failed' && (
            <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="sso-failed">
              Single sign-on failed. Try again or use another login.
            </Alert>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} data-testid="login-error">
              {failure}
            </Alert>
          )}
          {!auths.loginEnabled && (
            <Alert color="yellow" data-testid="login-disabled">
              Login is not enabled on this server and no permission is granted to anonymous users.
            </Alert>
          )}
          {auths.formEnabled && (
            <form onSubmit={handleSubmit(onSubmit)} data-testid="login-form" noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Username"
                  autoComplete="username"
                  autoFocus
                  error={formState.errors.username?.message}
                  {...register('username')}
                  data-testid="login-username"
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  error={formState.errors.password?.message}
                  {...register('password')}
                  data-testid="login-password"
                />
                <Button
                  type="submit"
                  leftSection={<IconLogin size={16} />}
                  disabled={!formState.isValid}
                  loading={formState.isSubmitting}
                  data-testid="login-submit"
                >
                  Login
                </Button>
              </Stack>
            </form>
          )}
          {auths.formEnabled && (auths.oidcAuths?.length || auths.oauthAuths?.length) ? (
            <Divider label="or" labelPosition="center" />
          ) : null}
          <SsoButtons providers={providers} />
        </Stack>
      </Paper>
    </Center>
  );
}
