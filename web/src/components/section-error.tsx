import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

/** A component behind this section (registry, Connect) failed: said here, the rest of the app works. */
export function SectionError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert
      color="red"
      title={title}
      icon={<IconPlugConnectedX size={18} />}
      mb="md"
      data-testid="section-error"
    >
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}
