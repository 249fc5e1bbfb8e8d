import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { PreviewRow } from './group-offsets-schema.ts';

export interface GroupOffsetsPreviewProps {
  rows: PreviewRow[] | undefined;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What will be committed, before it is: new offset and resulting lag per partition. */
export function GroupOffsetsPreview({ rows, loading, onConfirm, onCancel }: GroupOffsetsPreviewProps) {
  return (
    <Modal opened={rows !== undefined} onClose={onCancel} title="Preview of the new offsets" size="xl">
      <Table striped data-testid="offsets-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Partition</Table.Th>
            <Table.Th>Committed</Table.Th>
            <Table.Th>New offset</Table.Th>
            <Table.Th>Lag now</Table.Th>
            <Table.Th>Lag after</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows ?? []).map((r) => (
            <Table.Tr key={`${r.topic}-${r.partition}`} data-testid="offsets-preview-row">
              <Table.Td>{r.topic}</Table.Td>
              <Table.Td>{r.partition}</Table.Td>
              <Table.Td>{r.current ?? '-'}</Table.Td>
              <Table.Td fw={r.next !== r.current ? 700 : undefined}>{r.next}</Table.Td>
              <Table.Td>{r.lagNow ?? '-'}</Table.Td>
              <Table.Td data-testid="offsets-preview-lag">{r.lagAfter}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        Total lag after: {(rows ?? []).reduce((s, r) => s + r.lagAfter, 0).toLocaleString()}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-testid="offsets-preview-cancel">
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={loading} data-testid="offsets-preview-confirm">
          Commit offsets
        </Button>
      </Group>
    </Modal>
  );
}
