import { streamsGroupOps } from '@console/contract/api/streams-group';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { orMissing } from '../../lib/missing.ts';

/** Query keys and fetchers of the streams-group screen. */
export const streamsGroupKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'streams-group'] as const,
  support: (clusterId: string) => [...streamsGroupKeys.all(clusterId), 'support'] as const,
  one: (clusterId: string, groupId: string) => [...streamsGroupKeys.all(clusterId), 'one', groupId] as const,
};

export const streamsGroupQueries = {
  support: (cluster: string) =>
    queryOptions({
      queryKey: streamsGroupKeys.support(cluster),
      queryFn: ({ signal }) => call(streamsGroupOps.support, { params: { cluster }, signal }),
      staleTime: 60_000,
    }),
  /** A missing group is an answer (null), shown once as a not-found state rather than a toast. */
  one: (cluster: string, groupId: string, enabled: boolean) =>
    queryOptions({
      queryKey: streamsGroupKeys.one(cluster, groupId),
      queryFn: ({ signal }) => orMissing(call(streamsGroupOps.get, { params: { cluster, groupId }, signal })),
      enabled,
      refetchInterval: (query) => (query.state.data === null ? false : 10_000),
    }),
};
