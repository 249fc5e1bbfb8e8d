import { overviewOps } from '@console/contract/api/overview';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the cluster overview (issue 15). */
export const overviewKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'overview'] as const,
  health: (clusterId: string) => ['cluster', clusterId, 'overview', 'health'] as const,
  rates: (clusterId: string) => ['cluster', clusterId, 'overview', 'rates'] as const,
  groupLag: (clusterId: string, groupId: string) =>
    ['cluster', clusterId, 'overview', 'group-lag', groupId] as const,
};

/** The sampler takes one round every 30 s: charts refresh at that pace, the figures a bit more often. */
const SAMPLE_MS = 30_000;

export const overviewQueries = {
  get: (cluster: string) =>
    queryOptions({
      queryKey: overviewKeys.all(cluster),
      queryFn: ({ signal }) => call(overviewOps.get, { params: { cluster }, signal }),
      refetchInterval: SAMPLE_MS,
    }),
  health: (cluster: string) =>
    queryOptions({
      queryKey: overviewKeys.health(cluster),
      queryFn: ({ signal }) => call(overviewOps.health, { params: { cluster }, signal }),
      refetchInterval: SAMPLE_MS,
    }),
  rates: (cluster: string) =>
    queryOptions({
      queryKey: overviewKeys.rates(cluster),
      queryFn: ({ signal }) => call(overviewOps.rates, { params: { cluster }, query: {}, signal }),
      refetchInterval: SAMPLE_MS,
    }),
  groupLag: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: overviewKeys.groupLag(cluster, groupId),
      queryFn: ({ signal }) => call(overviewOps.groupLag, { params: { cluster, groupId }, signal }),
      refetchInterval: SAMPLE_MS,
    }),
};
