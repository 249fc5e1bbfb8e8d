import { can, P } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigEditor } from '../../components/config-editor/config-editor.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { nodeApi, nodeKeys, nodeQueries } from './node-queries.ts';

/** Configs of one broker (spec §2.6): 'Update configs' with NODE ALTER_CONFIG, changed values only. */
export function NodeConfigsTab({ nodeId }: { nodeId: string }) {
  const { cluster, roles } = useClusterContext();
  const client = useQueryClient();
  const configs = useQuery(nodeQueries.configs(cluster.id, nodeId));
  const save = useMutation({
    mutationFn: (changed: Record<string, string>) => nodeApi.updateConfigs(cluster.id, nodeId, changed),
    onSuccess: async () => {
      notifySuccess(`Node configs '${nodeId}' updated successfully`);
      await client.invalidateQueries({ queryKey: nodeKeys.one(cluster.id, nodeId, 'configs') });
    },
  });
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
