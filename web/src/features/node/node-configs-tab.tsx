import { can, P } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { ConfigEditor } from '../../components/config-editor/config-editor.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useUpdateNodeConfigs } from './node-mutations.ts';
import { nodeQueries } from './node-queries.ts';

/** Configs of one broker (spec §2.6): 'Update configs' with NODE ALTER_CONFIG, changed values only. */
export function NodeConfigsTab({ nodeId }: { nodeId: string }) {
  const { cluster, roles } = useClusterContext();
  const configs = useQuery(nodeQueries.configs(cluster.id, nodeId));
  const save = useUpdateNodeConfigs(cluster.id, nodeId);
  return (
    <ConfigEditor
      testId="node-configs"
      configs={configs.data}
      loading={configs.isPending}
      editable={can(roles, P.NODE.ALTER_CONFIG)}
      onSave={(changed) => save.mutateAsync(changed)}
    />
  );
}
