import { clusterOps } from '@console/contract/api/cluster';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the cluster screen: the KRaft quorum and the feature levels. */
export const clusterKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'kraft'] as const,
  quorum: (clusterId: string) => [...clusterKeys.all(clusterId), 'quorum'] as const,
  features: (clusterId: string) => [...clusterKeys.all(clusterId), 'features'] as const,
};

export const clusterQueries = {
  quorum: (cluster: string) =>
    queryOptions({
      queryKey: clusterKeys.quorum(cluster),
      queryFn: ({ signal }) => call(clusterOps.quorum, { params: { cluster }, signal }),
      // Log end offsets move every heartbeat: a quorum read a minute ago says little.
      refetchInterval: 10_000,
    }),
  features: (cluster: string) =>
    queryOptions({
      queryKey: clusterKeys.features(cluster),
      queryFn: ({ signal }) => call(clusterOps.features, { params: { cluster }, signal }),
    }),
};
