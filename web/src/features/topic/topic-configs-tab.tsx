import { can, P } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { ConfigEditor } from '../../components/config-editor/config-editor.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useUpdateTopicConfigs } from './topic-mutations.ts';
import { topicQueries } from './topic-queries.ts';

/** Configs tab (spec §2.4): editable with TOPIC ALTER_CONFIG, never for internal topics. */
export function TopicConfigsTab({ topicId, internal }: { topicId: string; internal: boolean }) {
  const { cluster, roles } = useClusterContext();
  const configs = useQuery(topicQueries.configs(cluster.id, topicId));
  const save = useUpdateTopicConfigs(cluster.id, topicId);
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
