import type { ReassignPartitionsBody } from '@console/contract';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { replicaChanges } from './reassign-preview.ts';

export interface ReassignPreviewProps {
  current: Array<{ partition: number; replicas: number[] }>;
  /** The validated form; the dialog is open while it is set. */
  body: ReassignPartitionsBody | undefined;
  submitting: boolean;
  onClose: () => void;
  /** Receives only the partitions that change, with the throttle. */
  onConfirm: (body: ReassignPartitionsBody) => void;
}

const list = (ids: number[]) => (ids.length > 0 ? ids.join(', ') : '–');

/** What the move will do, per partition, before it is sent: nothing starts until 'Start reassignment'. */
export function ReassignPreview({ current, body, submitting, onClose, onConfirm }: ReassignPreviewProps) {
  const changes = body ? replicaChanges(current, body.partitions) : [];
  const start = () =>
    body &&
    onConfirm({
      partitions: changes.map((c) => ({ partition: c.partition, replicas: c.to })),
      ...(body.throttle ? { throttle: body.throttle } : {}),
    });
  return (
    <Modal
      opened={body !== undefined}
      onClose={onClose}
      title="Review the reassignment"
      size="lg"
      centered
      data-testid="reassign-preview"
    >
      <Stack gap="sm">
        {changes.length === 0 ? (
          <Text data-testid="reassign-preview-empty">
            No partition changes its replicas: nothing to send.
          </Text>
        ) : (
          <Table withTableBorder data-testid="reassign-preview-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Partition</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Copies to</Table.Th>
                <Table.Th>Removes from</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.partition} data-testid={`preview-row-${c.partition}`}>
                  <Table.Td>{c.partition}</Table.Td>
                  <Table.Td>{list(c.from)}</Table.Td>
                  <Table.Td>
                    {list(c.to)}
                    {c.newPreferredLeader !== undefined ? ` (preferred leader ${c.newPreferredLeader})` : ''}
                  </Table.Td>
                  <Table.Td>{list(c.adds)}</Table.Td>
                  <Table.Td>{list(c.removes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {changes.length > 0 ? (
          <Alert color={body?.throttle ? 'blue' : 'yellow'} data-testid="reassign-preview-throttle">
            {body?.throttle
              ? `Copying is throttled to ${body.throttle.toLocaleString('en-US')} bytes/s on each broker taking part.`
              : 'No throttle: copying runs as fast as the brokers can, beside their client traffic.'}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="reassign-preview-back">
            Back
          </Button>
          <Button
            onClick={start}
            disabled={changes.length === 0}
            loading={submitting}
            data-testid="reassign-start"
          >
            Start reassignment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
