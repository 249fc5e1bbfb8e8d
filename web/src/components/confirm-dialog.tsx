import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a loader on the confirm button while the confirmed action runs. */
  loading?: boolean;
}

/**
 * Confirmation dialog of spec §2.2 item 4: question icon, message, confirm ('OK') and cancel
 * ('Cancel'). Controlled, so the caller can keep it open while the action runs and close it on
 * failure as the spec asks ("a failed delete closes the dialog").
 */
export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  loading,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered data-testid="confirm-dialog">
      <Stack align="center" gap="md" py="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconQuestionMark size={32} />
        </ThemeIcon>
        <Text ta="center" data-testid="confirm-message">
          {message}
        </Text>
        <Group>
          <Button variant="default" onClick={onCancel} data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={loading} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
