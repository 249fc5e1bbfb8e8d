import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { TopicCreateFormView } from './topic-create-form.tsx';
import { CREATE_DEFAULTS, type TopicCreateForm, toCreateBody } from './topic-create-schema.ts';
import { topicApi, topicKeys, topicQueries } from './topic-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/create');

/**
 * `/ui/{clusterId}/topic/create` (spec §2.4): defaults of spec §9 overwritten by the server's
 * defaults; on success a message and back to the list. Kafka's refusals (name taken, replication
 * above the broker count) come back as a 409 warning with Kafka's words.
 */
export function TopicCreatePage() {
  const { cluster } = useClusterContext();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const defaults = useQuery(topicQueries.defaults());
  const create = useMutation({
    mutationFn: (form: TopicCreateForm) => topicApi.create(cluster.id, toCreateBody(form)),
    onSuccess: async (_, form) => {
      notifySuccess(`Topic '${form.name}' is created`);
      await client.invalidateQueries({ queryKey: topicKeys.all(cluster.id) });
      await navigate({ to: '/ui/$clusterId/topic', params: { clusterId: cluster.id } });
    },
  });

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
            ...CREATE_DEFAULTS,
            ...(defaults.data
              ? {
                  partition: defaults.data.partition,
                  replication: defaults.data.replication,
                  retention: defaults.data.retention,
                }
              : {}),
          }}
          submitting={create.isPending}
          onSubmit={(form) => create.mutate(form)}
        />
      )}
    </>
  );
}
