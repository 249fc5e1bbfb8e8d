import { Alert, Button, Center, Code, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** Shown when the session cannot be loaded at all (server down, API base wrong). */
export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <Center h="100vh" p="md">
      <Stack maw={640} data-testid="root-error">
        <Alert color="red" icon={<IconAlertTriangle />} title="The console could not start">
          {error instanceof Error ? error.message : String(error)}
        </Alert>
        {error instanceof Error && error.stack ? <Code block>{error.stack}</Code> : null}
        <Button onClick={() => (reset ? reset() : window.location.reload())}>Try again</Button>
      </Stack>
    </Center>
  );
}
