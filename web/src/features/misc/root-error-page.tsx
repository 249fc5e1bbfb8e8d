import { Alert, Button, Center, Code, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

// A failed import of the app's own code: after a redeploy the page reloads itself once
// (app/stale-build.ts); shown when the code is still missing after that.
const MISSING_CODE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/** Shown when the session cannot be loaded at all (server down, API base wrong), or code is missing. */
export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  const missingCode = MISSING_CODE.test(message);
  return (
    <Center h="100vh" p="md">
      <Stack maw={640} data-testid="root-error">
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={missingCode ? 'Part of the console could not be loaded' : 'The console could not start'}
        >
          {missingCode ? `The console may have been updated or be updating. ${message}` : message}
        </Alert>
        {error instanceof Error && error.stack && !missingCode ? <Code block>{error.stack}</Code> : null}
        <Button onClick={() => (missingCode ? window.location.reload() : reset())}>Try again</Button>
      </Stack>
    </Center>
  );
}
