import { CopyForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { PendingLine } from '../../components/pending-line.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifyWarning } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { useCopyTopic } from './topic-data-mutations.ts';
import { topicDataQueries } from './topic-data-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/copy');

/**
 * `/ui/{clusterId}/topic/{topicId}/copy` (spec §2.4, §5): per-partition offsets with checkboxes
 * (each between the partition's first and last offset), target cluster and topic (required), as
 * the contract's CopyForm checks them.
 */
export function CopyPage() {
  const { clusterId, topicId } = route.useParams();
  const { clusters } = useClusterContext();
  const navigate = useNavigate();
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const rows = partitions.data ?? [];
  const { control, register, handleSubmit, watch, formState } = useForm<CopyForm>({
    resolver: zodResolver(CopyForm),
    mode: 'onChange',
    defaultValues: { partitions: [], toCluster: '', toTopic: '' },
    values: partitions.data
      ? {
          partitions: rows.map((p) => ({
            partition: p.id,
            checked: true,
            offset: p.firstOffset,
            firstOffset: p.firstOffset,
            lastOffset: p.lastOffset,
          })),
          toCluster: '',
          toTopic: '',
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const copy = useCopyTopic(clusterId, topicId);
  const submit = (form: CopyForm) =>
    copy.mutate(
      {
        toCluster: form.toCluster,
        toTopic: form.toTopic,
        offsets: form.partitions
          .filter((p) => p.checked)
          .map((p) => ({ partition: p.partition, offset: p.offset ?? p.firstOffset })),
      },
      {
        onSuccess: (answer) => {
          // Records retention deleted before the copy read them were not copied: said until closed.
          for (const note of answer.deletedWhileReading ?? []) notifyWarning(`Not copied: ${note.message}`);
          return navigate({
            to: '/ui/$clusterId/topic/$topicId/{-$tab}',
            params: { clusterId, topicId, tab: 'data' },
          });
        },
      },
    );
  const checked = watch('partitions').map((p) => p.checked);

  return (
    <>
      <TitleBar title={`Copy topic ${topicId} from cluster ${clusterId}`} />
      <form onSubmit={handleSubmit(submit)}>
        <Stack gap="sm" maw={760} data-testid="copy-form">
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Partition</Table.Th>
                <Table.Th>Offset</Table.Th>
                <Table.Th>First to last offset</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p, i) => (
                <Table.Tr key={p.id} data-testid="copy-partition-row">
                  <Table.Td>
                    <Checkbox {...register(`partitions.${i}.checked`)} data-testid={`copy-check-${p.id}`} />
                  </Table.Td>
                  <Table.Td>{p.id}</Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`partitions.${i}.offset`}
                      render={({ field, fieldState }) => (
                        <NumberInput
                          w={160}
                          value={field.value ?? ''}
                          disabled={checked[i] === false}
                          error={checked[i] === false ? undefined : fieldState.error?.message}
                          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                          data-testid={`copy-offset-${p.id}`}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {p.firstOffset} → {p.lastOffset}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group grow>
            <Controller
              control={control}
              name="toCluster"
              render={({ field, fieldState }) => (
                <Select
                  label="Target cluster"
                  placeholder="Choose item..."
                  data={clusters.map((c) => c.id)}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldState.error?.message}
                  data-testid="copy-target-cluster"
                />
              )}
            />
            <TextInput
              label="Target topic"
              {...register('toTopic')}
              error={formState.errors.toTopic?.message}
              data-testid="copy-target-topic"
            />
          </Group>
          <Group>
            <Button
              type="submit"
              disabled={!formState.isValid}
              loading={copy.isPending}
              data-testid="copy-submit"
            >
              Copy
            </Button>
            <PendingLine
              running={copy.isPending}
              label={`Copying records from '${topicId}' on ${clusterId} to '${copy.variables?.toTopic ?? ''}' on ${copy.variables?.toCluster ?? ''}…`}
              testId="copy-pending"
            />
          </Group>
        </Stack>
      </form>
    </>
  );
}
