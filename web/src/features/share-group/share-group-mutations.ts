import type { ShareOffsetUpdate, ShareResetQuery } from '@console/contract';
import { shareGroupOps } from '@console/contract/api/share-group';
import { useOperation } from '../../lib/use-operation.ts';
import { shareGroupKeys } from './share-group-queries.ts';

// Changes to a share group. Kafka refuses them while share consumers are connected; its reason is
// shown by the query client's error toasts (lib/api-errors.ts) and beside the reset button.

/** What a reset would set, per partition; nothing changes on the cluster. */
export function useShareResetPreview(cluster: string, groupId: string) {
  return useOperation(shareGroupOps.resetPreview, {
    input: (query: ShareResetQuery) => ({ params: { cluster, groupId }, query }),
  });
}

export function useResetShareOffsets(cluster: string, groupId: string) {
  return useOperation(shareGroupOps.resetOffsets, {
    input: (updates: ShareOffsetUpdate[]) => ({ params: { cluster, groupId }, body: updates }),
    success: () => `Start offsets of share group '${groupId}' updated successfully.`,
    invalidates: () => [shareGroupKeys.one(cluster, groupId), ['cluster', cluster, 'group']],
  });
}

export function useDeleteShareTopicOffsets(cluster: string, groupId: string) {
  return useOperation(shareGroupOps.deleteOffsets, {
    input: (topic: string) => ({ params: { cluster, groupId, topic } }),
    success: (_, topic) => `Offsets for topic '${topic}' and share group '${groupId}' are deleted`,
    invalidates: () => [shareGroupKeys.one(cluster, groupId), ['cluster', cluster, 'group']],
  });
}

/** Only the lists go stale: the group is gone, its page leaves. */
export function useDeleteShareGroup(cluster: string) {
  return useOperation(shareGroupOps.delete, {
    input: (groupId: string) => ({ params: { cluster, groupId } }),
    success: (_, groupId) => `Share group '${groupId}' is deleted`,
    invalidates: () => [['cluster', cluster, 'group', 'list']],
  });
}
