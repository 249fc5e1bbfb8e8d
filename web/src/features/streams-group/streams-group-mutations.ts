import { ops } from '@console/contract';
import { useOperation } from '../../lib/use-operation.ts';
import { streamsGroupKeys } from './streams-group-queries.ts';

/** 'Delete group' of a stopped streams application. */
export function useDeleteStreamsGroup(cluster: string, groupId: string) {
  return useOperation(ops.streamsGroup.delete, {
    input: () => ({ params: { cluster, groupId } }),
    success: () => `Streams group '${groupId}' is deleted`,
  });
}

/** 'Reset offsets' of every input partition to its first or last offset (application stopped). */
export function useResetStreamsOffsets(cluster: string, groupId: string) {
  return useOperation(ops.streamsGroup.resetOffsets, {
    input: (to: 'EARLIEST' | 'LATEST') => ({ params: { cluster, groupId }, body: { to } }),
    success: (_, to) => `Offsets of streams group '${groupId}' reset to ${to.toLowerCase()}`,
    invalidates: () => [streamsGroupKeys.one(cluster, groupId)],
  });
}
