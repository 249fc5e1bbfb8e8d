import { nodeOps } from '@console/contract/api/node';
import { useOperation } from '../../lib/use-operation.ts';
import { nodeKeys } from './node-queries.ts';

/** 'Update configs' of one broker (spec §2.6): only the changed values are sent. */
export function useUpdateNodeConfigs(cluster: string, nodeId: string) {
  return useOperation(nodeOps.updateConfigs, {
    input: (configs: Record<string, string>) => ({ params: { cluster, nodeId }, body: { configs } }),
    success: () => `Node configs '${nodeId}' updated successfully`,
    invalidates: () => [nodeKeys.one(cluster, nodeId, 'configs')],
  });
}
