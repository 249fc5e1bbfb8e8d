import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Deleting a topic cannot be undone: the dialog asks for the topic's name to be typed, and Delete
 * stays disabled until it matches exactly (issue 15).
 */
export function TopicDeleteDialog({
  topic,
  loading,
  onCancel,
  onConfirm,
}: {
  topic: string | undefined;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (topic: string) => void;
}) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (topic !== undefined) setTyped('');
  }, [topic]);
  const matches = topic !== undefined && typed === topic;
  return (
    <Modal
      opened={topic !== undefined}
      onClose={onCancel}
      title={`Delete topic '${topic ?? ''}'?`}
      centered
      data-testid="topic-delete-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm(topic);
        }}
      >
        <Stack gap="md">
          <Text size="sm" data-testid="confirm-message">
            The topic '{topic}' and all its records will be deleted. This cannot be undone.
          </Text>
          <TextInput
            label={`Type ${topic ?? ''} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="topic-delete-name"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-testid="confirm-cancel">
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={loading} data-testid="confirm-ok">
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
