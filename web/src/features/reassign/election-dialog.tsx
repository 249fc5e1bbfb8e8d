import { type ElectionResults, ElectLeadersBody } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useElectLeaders } from './reassign-mutations.ts';

export interface ElectionDialogProps {
  clusterId: string;
  topicId: string;
  partitions: number[];
  opened: boolean;
  onClose: () => void;
}

const OUTCOME_COLORS = { ELECTED: 'green', NOT_NEEDED: 'gray', FAILED: 'red' } as const;

function Results({ answer }: { answer: ElectionResults }) {
  return (
    <Table withTableBorder data-testid="election-results">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Partition</Table.Th>
          <Table.Th>Result</Table.Th>
          <Table.Th>Leader</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.results.map((r) => (
          <Table.Tr key={r.partition} data-testid={`election-result-${r.partition}`}>
            <Table.Td>{r.partition}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Badge size="sm" variant="light" color={OUTCOME_COLORS[r.outcome]}>
                  {r.outcome === 'NOT_NEEDED' ? 'not needed' : r.outcome.toLowerCase()}
                </Badge>
                <Text size="sm">{r.message}</Text>
              </Group>
            </Table.Td>
            <Table.Td>{r.leader ?? '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Preferred or unclean leader election of some or all partitions of a topic. An unclean election
 * may lose records, so it asks for the topic's name typed out; the results stay in the dialog.
 */
export function ElectionDialog({ clusterId, topicId, partitions, opened, onClose }: ElectionDialogProps) {
  const elect = useElectLeaders(clusterId, topicId);
  const [confirmName, setConfirmName] = useState('');
  const { control, handleSubmit, reset } = useForm<ElectLeadersBody>({
    resolver: zodResolver(ElectLeadersBody),
    defaultValues: { type: 'PREFERRED' },
  });
  const type = useWatch({ control, name: 'type' });
  const unclean = type === 'UNCLEAN';
  const close = () => {
    reset({ type: 'PREFERRED' });
    setConfirmName('');
    elect.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Elect leaders of ${topicId}`}
      size="lg"
      centered
      data-testid="election-dialog"
    >
      <form onSubmit={handleSubmit((body) => elect.mutate(body))}>
        <Stack gap="sm">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  elect.reset();
                }}
                data={[
                  { value: 'PREFERRED', label: 'Preferred' },
                  { value: 'UNCLEAN', label: 'Unclean' },
                ]}
                data-testid="election-type"
              />
            )}
          />
          <Text size="sm" c="dimmed">
            {unclean
              ? 'Gives a partition without a leader to any live replica, even one that is not in sync.'
              : 'Gives each partition back to its preferred leader (the first replica) when that replica is in sync.'}
          </Text>
          <Controller
            control={control}
            name="partitions"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Partitions"
                placeholder={field.value?.length ? undefined : 'All partitions'}
                data={partitions.map(String)}
                value={(field.value ?? []).map(String)}
                onChange={(v) => field.onChange(v.length === 0 ? undefined : v.map(Number))}
                error={fieldState.error?.message}
                clearable
                data-testid="election-partitions"
              />
            )}
          />
          {unclean ? (
            <Alert
              color="red"
              title="An unclean election can lose records"
              data-testid="election-unclean-warning"
            >
              <Text size="sm" mb="xs">
                A replica that is not in sync becomes leader: records it lacks are gone for good, and
                consumers may see offsets go back. Type the topic's name to confirm.
              </Text>
              <TextInput
                value={confirmName}
                onChange={(e) => setConfirmName(e.currentTarget.value)}
                placeholder={topicId}
                aria-label="Topic name to confirm"
                data-testid="election-confirm-name"
              />
            </Alert>
          ) : null}
          {elect.data ? <Results answer={elect.data} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="election-close">
              Close
            </Button>
            <Button
              type="submit"
              color={unclean ? 'red' : undefined}
              loading={elect.isPending}
              disabled={unclean && confirmName !== topicId}
              data-testid="election-submit"
            >
              {unclean ? 'Run unclean election' : 'Run preferred election'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
