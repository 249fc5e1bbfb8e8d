import type { DeletedWhileReading } from '@console/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

// Records retention deleted while a read was at them (issue 17): the read went on from the
// partition's new log start, and says which offsets it could not show. Shared by the data tab
// (under its status line) and the live tail. A long tail may gather many: the newest few show.

const SHOWN = 5;

export function DeletedNotes({ notes, testId }: { notes: DeletedWhileReading[]; testId: string }) {
  if (notes.length === 0) return null;
  const hidden = notes.length - SHOWN;
  return (
    <Alert
      color="yellow"
      p="xs"
      icon={<IconAlertTriangle size={16} />}
      title="Records deleted while being read"
      data-testid={testId}
    >
      <Stack gap={2}>
        {notes.slice(-SHOWN).map((note) => (
          <Text
            size="sm"
            key={`${note.topic ?? ''}-${note.partition}-${note.to}`}
            data-testid={`${testId}-line`}
          >
            {note.message}
          </Text>
        ))}
        {hidden > 0 ? (
          <Text size="sm" c="dimmed">
            and {hidden} earlier {hidden === 1 ? 'note' : 'notes'}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
