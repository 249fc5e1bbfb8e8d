import { can, P } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigEditor } from '../../components/config-editor/config-editor.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { topicApi, topicKeys, topicQueries } from './topic-queries.ts';

/** Configs tab (spec §2.4): editable with TOPIC ALTER_CONFIG, never for internal topics. */
export function TopicConfigsTab({ topicId, internal }: { topicId: string; internal: boolean }) {
  const { cluster, roles } = useClusterContext();
  const client = useQueryClient();
  const configs = useQuery(topicQueries.configs(cluster.id, topicId));
  const save = useMutation({
    mutationFn: (changed: Record<string, string>) => topicApi.updateConfigs(cluster.id, topicId, changed),
    onSuccess: async () => {
      notifySuccess(`Topic configs '${topicId}' updated successfully`);
      await client.invalidateQueries({ queryKey: topicKeys.one(cluster.id, topicId) });
    },
  });
  return (
    <ConfigEditor
      testId="topic-configs"
      configs={configs.data}
      loading={configs.isPending}
      editable={can(roles, P.TOPIC.ALTER_CONFIG) && !internal}
      onSave={(changed) => save.mutateAsync(changed)}
    />
  );
}
