import { type ReassignmentState, ReassignPartitionsBody } from '@console/contract';
import { partitionOps } from '@console/contract/api/partition';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Chip, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { call } from '../../lib/api.ts';
import { toggleReplica } from './reassign-preview.ts';
import { ReassignPreview } from './reassign-preview-dialog.tsx';

export interface ReassignEditorProps {
  clusterId: string;
  state: ReassignmentState;
  /** Starts the move; resolves once it is accepted. */
  onSubmit: (body: ReassignPartitionsBody) => Promise<unknown>;
  submitting: boolean;
}

const current = (state: ReassignmentState) =>
  state.partitions.map((p) => ({ partition: p.partition, replicas: p.replicas }));

/**
 * The wanted replicas of every partition, one checkbox per broker (checking appends: the first
 * checked broker is the preferred leader), a server-computed even spread over the chosen brokers,
 * an optional throttle, and a preview of the change before anything is sent.
 */
export function ReassignEditor({ clusterId, state, onSubmit, submitting }: ReassignEditorProps) {
  const { control, handleSubmit, setValue, formState } = useForm<ReassignPartitionsBody>({
    resolver: zodResolver(ReassignPartitionsBody),
    defaultValues: { partitions: current(state) },
    mode: 'onChange',
  });
  const [spreadOver, setSpreadOver] = useState(state.brokers.map((b) => String(b.id)));
  const [preview, setPreview] = useState<ReassignPartitionsBody | undefined>();
  const spread = useMutation({
    mutationFn: () =>
      call(partitionOps.proposal, {
        params: { cluster: clusterId, topic: state.topic },
        query: { brokers: spreadOver.join(',') },
      }),
    onSuccess: (proposal) => {
      for (const [i, p] of proposal.partitions.entries())
        setValue(`partitions.${i}.replicas`, p.replicas, { shouldValidate: true, shouldDirty: true });
    },
  });

  return (
    <form onSubmit={handleSubmit((body) => setPreview(body))} data-testid="reassign-form">
      <Stack gap="sm">
        <Group gap="xs" align="center" data-testid="spread-over">
          <Text size="sm">Spread over brokers</Text>
          <Chip.Group multiple value={spreadOver} onChange={setSpreadOver}>
            {state.brokers.map((b) => (
              <Chip key={b.id} value={String(b.id)} size="xs" data-testid={`spread-broker-${b.id}`}>
                {b.id}
                {b.rack ? ` (${b.rack})` : ''}
              </Chip>
            ))}
          </Chip.Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => spread.mutate()}
            loading={spread.isPending}
            disabled={spreadOver.length === 0}
            data-testid="spread-evenly"
          >
            Spread evenly
          </Button>
        </Group>
        <Table striped withTableBorder data-testid="reassign-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Partition</Table.Th>
              <Table.Th>Current replicas</Table.Th>
              {state.brokers.map((b) => (
                <Table.Th key={b.id}>
                  Broker {b.id}
                  {b.rack ? ` (${b.rack})` : ''}
                </Table.Th>
              ))}
              <Table.Th>New replicas (first leads)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.partitions.map((p, i) => (
              <Controller
                key={p.partition}
                control={control}
                name={`partitions.${i}.replicas`}
                render={({ field, fieldState }) => {
                  const changed = field.value.join(',') !== p.replicas.join(',');
                  return (
                    <Table.Tr data-testid={`reassign-row-${p.partition}`}>
                      <Table.Td>{p.partition}</Table.Td>
                      <Table.Td data-testid="current-replicas">{p.replicas.join(', ')}</Table.Td>
                      {state.brokers.map((b) => (
                        <Table.Td key={b.id}>
                          <Checkbox
                            aria-label={`Partition ${p.partition} on broker ${b.id}`}
                            checked={field.value.includes(b.id)}
                            onChange={(e) =>
                              field.onChange(toggleReplica(field.value, b.id, e.currentTarget.checked))
                            }
                            data-testid={`replica-${p.partition}-${b.id}`}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td data-testid="new-replicas">
                        <Text
                          size="sm"
                          fw={changed ? 600 : undefined}
                          c={fieldState.error ? 'red' : undefined}
                        >
                          {fieldState.error?.message ?? (field.value.join(', ') || '–')}
                          {changed && !fieldState.error ? ' (changed)' : ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
        <Controller
          control={control}
          name="throttle"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Replication throttle (bytes/s)"
              description="Optional. Limits the copying on every broker taking part. Removed when you cancel, or by this page once the move ends."
              placeholder="No throttle"
              min={1}
              allowDecimal={false}
              thousandSeparator=","
              maw={420}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
              error={fieldState.error?.message}
              data-testid="reassign-throttle"
            />
          )}
        />
        <Group>
          <Button type="submit" disabled={!formState.isValid} data-testid="reassign-review">
            Review changes
          </Button>
          <Button
            variant="default"
            onClick={() => setValue('partitions', current(state), { shouldValidate: true })}
            data-testid="reassign-reset"
          >
            Reset
          </Button>
        </Group>
      </Stack>
      <ReassignPreview
        current={current(state)}
        body={preview}
        submitting={submitting}
        onClose={() => setPreview(undefined)}
        onConfirm={(body) => onSubmit(body).then(() => setPreview(undefined))}
      />
    </form>
  );
}
