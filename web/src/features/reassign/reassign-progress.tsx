import { formatBytes, type ReassignmentState } from '@console/contract';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

export interface ReassignProgressProps {
  state: ReassignmentState;
  canCancel: boolean;
  cancelling: boolean;
  /** `partitions`: those whose move to cancel; every moving one when left out. */
  onCancel: (partitions?: number[]) => Promise<unknown>;
}

const list = (ids: number[] | undefined) => (ids && ids.length > 0 ? ids.join(', ') : '–');

/**
 * A move in progress: per moving partition where it goes, what is still copying, and Cancel, of
 * the whole move or (when several partitions move) of one partition's.
 */
export function ReassignProgress({ state, canCancel, cancelling, onCancel }: ReassignProgressProps) {
  const [confirming, setConfirming] = useState(false);
  /** What Cancel is asked for: every moving partition ('all') or one; kept while the dialog closes. */
  const [target, setTarget] = useState<'all' | number>('all');
  const ask = (what: 'all' | number) => {
    setTarget(what);
    setConfirming(true);
  };
  const moving = state.partitions.filter((p) => p.adding || p.removing);
  const perPartition = canCancel && moving.length > 1;
  const message =
    target === 'all'
      ? `Cancel the move of ${moving.length} partition(s) of '${state.topic}'? Kafka puts back the replicas they had and drops what was copied; the throttle is removed.`
      : `Cancel the move of partition ${target} of '${state.topic}'? Kafka puts back the replicas it had and drops what was copied; the other partitions go on moving, with the throttle.`;
  return (
    <Stack gap="sm" data-testid="reassign-progress">
      <Alert color="blue" icon={<Loader size={16} />} title="A reassignment is in progress">
        <Text size="sm">
          {moving.length} partition(s) of '{state.topic}' are moving. This page refreshes every 2 seconds.
        </Text>
        <Text size="sm" data-testid="reassign-throttle-note">
          {state.throttle
            ? `Throttled to ${state.throttle.rate.toLocaleString('en-US')} bytes/s on brokers ${list(state.throttle.brokers)}. The throttle is removed by Cancel, or by this page once the move ends.`
            : 'No throttle is set.'}
        </Text>
      </Alert>
      <Table striped withTableBorder data-testid="reassign-progress-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Partition</Table.Th>
            <Table.Th>Replicas now</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Adding</Table.Th>
            <Table.Th>Removing</Table.Th>
            <Table.Th>In sync</Table.Th>
            <Table.Th>Left to copy</Table.Th>
            {perPartition ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moving.map((p) => (
            <Table.Tr key={p.partition} data-testid={`progress-row-${p.partition}`}>
              <Table.Td>{p.partition}</Table.Td>
              <Table.Td>{list(p.replicas)}</Table.Td>
              <Table.Td data-testid="progress-target">{list(p.target)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {(p.adding ?? []).map((b) => (
                    <Badge key={b} size="sm" color={p.isr.includes(b) ? 'green' : 'orange'} variant="light">
                      {b} {p.isr.includes(b) ? 'in sync' : 'copying'}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{list(p.removing)}</Table.Td>
              <Table.Td>{list(p.isr)}</Table.Td>
              <Table.Td>{p.bytesLeft === undefined ? '–' : formatBytes(p.bytesLeft)}</Table.Td>
              {perPartition ? (
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="subtle"
                    onClick={() => ask(p.partition)}
                    aria-label={`Cancel the move of partition ${p.partition}`}
                    data-testid="progress-cancel"
                  >
                    Cancel
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canCancel ? (
        <Group>
          <Button color="red" variant="light" onClick={() => ask('all')} data-testid="reassign-cancel">
            Cancel the reassignment
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        message={message}
        confirmLabel={target === 'all' ? 'Cancel the reassignment' : `Cancel partition ${target}`}
        cancelLabel="Keep it running"
        loading={cancelling}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          onCancel(target === 'all' ? undefined : [target]).finally(() => setConfirming(false))
        }
      />
    </Stack>
  );
}
