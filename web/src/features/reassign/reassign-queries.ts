import { partitionOps } from '@console/contract/api/partition';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of a topic's reassignment (issue 16). */
export const reassignKeys = {
  one: (clusterId: string, topic: string) => ['cluster', clusterId, 'reassignment', topic] as const,
  /** The topic area's keys (topic-queries.ts `topicKeys.all`): partitions and leaders change here too. */
  topics: (clusterId: string) => ['cluster', clusterId, 'topic'] as const,
};

export const reassignQueries = {
  /** Polled every 2 s while a move runs, so progress shows without a reload. */
  state: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: reassignKeys.one(cluster, topic),
      queryFn: ({ signal }) => call(partitionOps.reassignment, { params: { cluster, topic }, signal }),
      refetchInterval: (query) => (query.state.data?.inProgress ? 2000 : false),
    }),
};
