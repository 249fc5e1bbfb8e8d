import { TOPIC_CREATE_DEFAULTS } from '@console/contract';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { TopicCreateFormView } from './topic-create-form.tsx';
import { useCreateTopic } from './topic-mutations.ts';
import { topicQueries } from './topic-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/create');

/**
 * `/ui/{clusterId}/topic/create` (spec §2.4): defaults of spec §9 overwritten by the cluster's own
 * (default.replication.factor, num.partitions; issue 15), any other topic config addable; on success a message and back to the list. Kafka's refusals (name taken, replication
 * above the broker count) come back as a warning with Kafka's words.
 */
export function TopicCreatePage() {
  const { cluster } = useClusterContext();
  const navigate = route.useNavigate();
  const defaults = useQuery(topicQueries.defaults(cluster.id));
  const create = useCreateTopic(cluster.id);

  return (
    <>
      <TitleBar title="Create a topic" />
      {defaults.isPending ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <TopicCreateFormView
          defaultValues={{
            ...TOPIC_CREATE_DEFAULTS,
            ...(defaults.data
              ? {
                  partition: defaults.data.partition,
                  replication: defaults.data.replication,
                  retention: defaults.data.retention,
                }
              : {}),
          }}
          configs={defaults.data?.configs ?? []}
          submitting={create.isPending}
          onSubmit={(form) =>
            create.mutate(form, {
              onSuccess: () => navigate({ to: '/ui/$clusterId/topic', params: { clusterId: cluster.id } }),
            })
          }
        />
      )}
    </>
  );
}
