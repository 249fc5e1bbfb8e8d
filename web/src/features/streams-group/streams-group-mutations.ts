import { streamsGroupOps } from '@console/contract/api/streams-group';
import { useOperation } from '../../lib/use-operation.ts';
import { streamsGroupKeys } from './streams-group-queries.ts';

// The group list (features/group, keys ['cluster', c, 'group', 'list', ...]) shows streams groups
// with their state and members: raw keys, as the share-group mutations use them.
const groupLists = (cluster: string) => ['cluster', cluster, 'group', 'list'];

/** 'Delete group' of a stopped streams application; the page then opens the group list. */
export function useDeleteStreamsGroup(cluster: string, groupId: string) {
  return useOperation(streamsGroupOps.delete, {
    input: () => ({ params: { cluster, groupId } }),
    success: () => `Streams group '${groupId}' is deleted`,
    invalidates: () => [groupLists(cluster), streamsGroupKeys.one(cluster, groupId)],
  });
}

export interface StreamsReset {
  to: 'EARLIEST' | 'LATEST';
  /** The source topics the page shows: the caller must be allowed to read each. */
  topics: string[];
}

/** 'Reset offsets' of every partition of the source topics to earliest or latest (application stopped). */
export function useResetStreamsOffsets(cluster: string, groupId: string) {
  return useOperation(streamsGroupOps.resetOffsets, {
    input: (body: StreamsReset) => ({ params: { cluster, groupId }, body }),
    success: (_, { to }) => `Offsets of streams group '${groupId}' reset to ${to.toLowerCase()}`,
    invalidates: () => [streamsGroupKeys.one(cluster, groupId), groupLists(cluster)],
  });
}
