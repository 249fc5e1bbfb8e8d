import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { isDown, RETRY_WHILE_DOWN_MS } from '../lib/retry-while-down.ts';

/**
 * A component behind this section (registry, Connect) failed: said here, the rest of the app works.
 * With `onRetry`, the section also asks again on its own (lib/retry-while-down.ts) and says so.
 */
export function SectionError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      color="red"
      title={title}
      icon={<IconPlugConnectedX size={18} />}
      mb="md"
      data-testid="section-error"
    >
      {error instanceof Error ? error.message : String(error)}
      {onRetry ? (
        <Group gap="sm" mt="xs">
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={onRetry}
            data-testid="section-error-retry"
          >
            Retry
          </Button>
          {/* Only a component that is down is asked again by itself (retry-while-down.ts). */}
          {isDown(error) ? (
            <Text size="xs" c="dimmed">
              Tried again every {RETRY_WHILE_DOWN_MS / 1000} seconds while this page is open.
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Alert>
  );
}
