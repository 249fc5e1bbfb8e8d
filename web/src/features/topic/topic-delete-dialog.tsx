import { type TopicDeleteForm, topicDeleteForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';

interface Props {
  topic: string | undefined;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (topic: string) => void;
}

/**
 * Deleting a topic cannot be undone: the dialog asks for the topic's name to be typed, and Delete
 * stays disabled until it matches exactly (issue 15), as the contract's topicDeleteForm checks it.
 */
export function TopicDeleteDialog({ topic, ...rest }: Props) {
  return (
    <Modal
      opened={topic !== undefined}
      onClose={rest.onCancel}
      title={`Delete topic '${topic ?? ''}'?`}
      centered
      data-testid="topic-delete-dialog"
    >
      {/* Keyed by the topic: each opening starts empty, with that topic's schema. */}
      {topic !== undefined ? <TypedNameForm key={topic} topic={topic} {...rest} /> : null}
    </Modal>
  );
}

function TypedNameForm({ topic, loading, onCancel, onConfirm }: Props & { topic: string }) {
  const { register, handleSubmit, formState } = useForm<TopicDeleteForm>({
    resolver: zodResolver(topicDeleteForm(topic)),
    mode: 'onChange',
    defaultValues: { name: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => onConfirm(topic))}>
      <Stack gap="md">
        <Text size="sm" data-testid="confirm-message">
          The topic '{topic}' and all its records will be deleted. This cannot be undone.
        </Text>
        <TextInput
          label={`Type ${topic} to confirm`}
          {...register('name')}
          // Said once the field is left with another name, not at each keystroke.
          error={formState.touchedFields.name ? formState.errors.name?.message : undefined}
          autoComplete="off"
          data-autofocus
          data-testid="topic-delete-name"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button
            type="submit"
            color="red"
            disabled={!formState.isValid}
            loading={loading}
            data-testid="confirm-ok"
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
