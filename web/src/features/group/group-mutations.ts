import type { GroupOffsetUpdate } from '@console/contract';
import { groupOps } from '@console/contract/api/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { groupKeys } from './group-queries.ts';

/** Delete a group (list row action or detail button). Only the lists go stale: the group is gone. */
export function useDeleteGroup(cluster: string) {
  return useOperation(groupOps.delete, {
    input: (groupId: string) => ({ params: { cluster, groupId } }),
    success: (_, groupId) => `Consumer group '${groupId}' is deleted`,
    invalidates: () => [groupKeys.lists(cluster)],
  });
}

/** The first offsets at or after a time, per partition of the group, to fill the offsets form. */
export function useGroupOffsetsAt(cluster: string, groupId: string) {
  return useOperation(groupOps.offsetsAt, {
    input: (at: Date) => ({ params: { cluster, groupId }, query: { timestamp: at.toISOString() } }),
  });
}

/** Commit new offsets for the group (spec §2.7 Update Offsets). */
export function useUpdateGroupOffsets(cluster: string, groupId: string) {
  return useOperation(groupOps.updateOffsets, {
    input: (updates: GroupOffsetUpdate[]) => ({ params: { cluster, groupId }, body: updates }),
    success: () => `Offsets for '${groupId}' updated successfully.`,
    invalidates: () => [groupKeys.all(cluster)],
  });
}

/** Delete the group's committed offsets of one topic (spec §2.7 Delete Offsets). */
export function useDeleteGroupTopicOffsets(cluster: string, groupId: string) {
  return useOperation(groupOps.deleteOffsets, {
    input: (topic: string) => ({ params: { cluster, groupId, topic } }),
    success: (_, topic) => `Offsets for topic '${topic}' and consumer group '${groupId}' are deleted`,
    invalidates: () => [groupKeys.all(cluster)],
  });
}

/** Bulk delete of the selected groups (one confirmation for all); the first refusal is reported. */
export function useBulkDeleteGroups(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (groupIds: string[]) => {
      const done: string[] = [];
      let failure: unknown;
      for (const groupId of groupIds) {
        try {
          await call(groupOps.delete, { params: { cluster, groupId } });
          done.push(groupId);
        } catch (error) {
          failure ??= error;
        }
      }
      await client.invalidateQueries({ queryKey: groupKeys.lists(cluster) });
      if (done.length > 0)
        notifySuccess(`Consumer groups ${done.map((g) => `'${g}'`).join(', ')} are deleted`);
      if (failure) throw failure;
    },
  });
}
