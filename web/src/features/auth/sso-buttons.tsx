import type { AuthDefinition } from '@console/contract';
import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { ssoLoginUrl } from './login-api.ts';

type Provider = NonNullable<AuthDefinition['oidcAuths']>[number];

/** One plain link per provider of oidcAuths and oauthAuths (spec §2.12): a full-page navigation. */
export function SsoButtons({ providers }: { providers: readonly Provider[] }) {
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="sso-buttons">
      {providers.map((provider) => (
        <Button
          key={provider.key}
          component="a"
          href={ssoLoginUrl(provider.key)}
          variant="default"
          leftSection={<IconKey size={16} />}
          data-testid={`sso-${provider.key}`}
        >
          {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
