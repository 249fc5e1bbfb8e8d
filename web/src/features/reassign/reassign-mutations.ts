import type { ElectLeadersBody, ReassignPartitionsBody } from '@console/contract';
import { partitionOps } from '@console/contract/api/partition';
import { useOperation } from '../../lib/use-operation.ts';
import { reassignKeys } from './reassign-queries.ts';

// The changes of the reassignment page and the elections dialog, with their success texts and the
// queries they make stale (the page's state and the topic's partitions).

export function useReassign(cluster: string, topic: string) {
  return useOperation(partitionOps.reassign, {
    input: (body: ReassignPartitionsBody) => ({ params: { cluster, topic }, body }),
    success: (_, body) =>
      `Reassignment of ${body.partitions.length} partition(s) of '${topic}' started${body.throttle ? ` (throttled to ${body.throttle.toLocaleString('en-US')} bytes/s)` : ''}`,
    invalidates: () => [reassignKeys.one(cluster, topic), reassignKeys.topics(cluster)],
  });
}

export function useCancelReassignment(cluster: string, topic: string) {
  return useOperation(partitionOps.cancelReassignment, {
    /** `partitions`: those whose move to cancel; every moving one when left out. */
    input: (partitions?: number[]) => ({
      params: { cluster, topic },
      query: partitions ? { partitions: partitions.join(',') } : {},
    }),
    success: (answer, partitions) =>
      `${partitions ? `Move of partition(s) ${partitions.join(', ')}` : 'Reassignment'} of '${topic}' cancelled${answer.throttleRemoved ? ': the replication throttle is removed' : ''}`,
    invalidates: () => [reassignKeys.one(cluster, topic), reassignKeys.topics(cluster)],
  });
}

/**
 * Removes the throttle a finished move left (the page calls it when it sees one). No toast: the
 * page says so in place.
 */
export function useRemoveLeftoverThrottle(cluster: string, topic: string) {
  return useOperation(partitionOps.removeThrottle, {
    input: () => ({ params: { cluster, topic } }),
    invalidates: () => [reassignKeys.one(cluster, topic)],
  });
}

/** No toast: the dialog shows each partition's result in place. */
export function useElectLeaders(cluster: string, topic: string) {
  return useOperation(partitionOps.electLeaders, {
    input: (body: ElectLeadersBody) => ({ params: { cluster, topic }, body }),
    invalidates: () => [reassignKeys.one(cluster, topic), reassignKeys.topics(cluster)],
  });
}
