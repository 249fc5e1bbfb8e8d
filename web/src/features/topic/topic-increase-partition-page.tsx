import { IncreasePartitionsForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useIncreasePartitions } from './topic-mutations.ts';
import { topicQueries } from './topic-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/increasepartition');

/** `/ui/{clusterId}/topic/{topicId}/increasepartition` (spec §2.4, §5): the new partition count. */
export function TopicIncreasePartitionPage() {
  const { cluster } = useClusterContext();
  const { topicId } = route.useParams();
  const navigate = route.useNavigate();
  const partitions = useQuery(topicQueries.partitions(cluster.id, topicId));
  const current = partitions.data?.length;
  const { control, handleSubmit, formState } = useForm<IncreasePartitionsForm>({
    resolver: zodResolver(IncreasePartitionsForm),
    values: current ? { partition: current + 1 } : undefined,
    mode: 'onChange',
  });
  const increase = useIncreasePartitions(cluster.id, topicId);
  const submit = (form: IncreasePartitionsForm) =>
    increase.mutate(form, {
      onSuccess: () =>
        navigate({
          to: '/ui/$clusterId/topic/$topicId/{-$tab}',
          params: { clusterId: cluster.id, topicId, tab: 'partitions' },
        }),
    });

  return (
    <>
      <TitleBar title={`Increase partitions of ${topicId}`} />
      <form onSubmit={handleSubmit(submit)} data-testid="increase-partition-form">
        <Stack maw={400}>
          <Controller
            control={control}
            name="partition"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Partitions"
                description={current ? `Currently ${current}` : undefined}
                withAsterisk
                min={1}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                error={fieldState.error?.message}
                data-testid="increase-partition-input"
              />
            )}
          />
          <Group>
            <Button
              type="submit"
              disabled={!formState.isValid}
              loading={increase.isPending}
              data-testid="increase-partition-submit"
            >
              Update
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
