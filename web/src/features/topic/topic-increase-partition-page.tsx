import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { topicApi, topicKeys, topicQueries } from './topic-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/increasepartition');

const IncreaseForm = z.object({
  partition: z.number({ error: 'Partitions is required' }).int().min(1, 'At least 1 partition'),
});
type IncreaseForm = z.infer<typeof IncreaseForm>;

/** `/ui/{clusterId}/topic/{topicId}/increasepartition` (spec §2.4, §5): the new partition count. */
export function TopicIncreasePartitionPage() {
  const { cluster } = useClusterContext();
  const { topicId } = route.useParams();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const partitions = useQuery(topicQueries.partitions(cluster.id, topicId));
  const current = partitions.data?.length;
  const { control, handleSubmit, formState } = useForm<IncreaseForm>({
    resolver: zodResolver(IncreaseForm),
    values: current ? { partition: current + 1 } : undefined,
    mode: 'onChange',
  });
  const increase = useMutation({
    mutationFn: (form: IncreaseForm) => topicApi.increasePartitions(cluster.id, topicId, form.partition),
    onSuccess: async (_, form) => {
      notifySuccess(`Topic '${topicId}' now has ${form.partition} partitions`);
      await client.invalidateQueries({ queryKey: topicKeys.all(cluster.id) });
      await navigate({
        to: '/ui/$clusterId/topic/$topicId/{-$tab}',
        params: { clusterId: cluster.id, topicId, tab: 'partitions' },
      });
    },
  });

  return (
    <>
      <TitleBar title={`Increase partitions of ${topicId}`} />
      <form onSubmit={handleSubmit((form) => increase.mutate(form))} data-testid="increase-partition-form">
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
