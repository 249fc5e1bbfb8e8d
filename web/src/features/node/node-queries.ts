import { nodeOps } from '@console/contract/api/node';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { orMissing } from '../../lib/missing.ts';

/** Query keys and fetchers of the node area (spec §7 "Nodes"). */
export const nodeKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'node'] as const,
  list: (clusterId: string) => [...nodeKeys.all(clusterId), 'list'] as const,
  partitions: (clusterId: string) => [...nodeKeys.all(clusterId), 'partitions'] as const,
  one: (clusterId: string, nodeId: string, part: string) =>
    [...nodeKeys.all(clusterId), 'one', nodeId, part] as const,
};

export const nodeQueries = {
  list: (cluster: string) =>
    queryOptions({
      queryKey: nodeKeys.list(cluster),
      queryFn: ({ signal }) => call(nodeOps.list, { params: { cluster }, signal }),
    }),
  partitions: (cluster: string) =>
    queryOptions({
      queryKey: nodeKeys.partitions(cluster),
      queryFn: ({ signal }) => call(nodeOps.partitions, { params: { cluster }, signal }),
    }),
  /** The broker, or null when the cluster has no node of that id (the detail page's not-found state). */
  one: (cluster: string, nodeId: string) =>
    queryOptions({
      queryKey: nodeKeys.one(cluster, nodeId, 'node'),
      queryFn: ({ signal }) => orMissing(call(nodeOps.get, { params: { cluster, nodeId }, signal })),
    }),
  configs: (cluster: string, nodeId: string) =>
    queryOptions({
      queryKey: nodeKeys.one(cluster, nodeId, 'configs'),
      queryFn: ({ signal }) => call(nodeOps.configs, { params: { cluster, nodeId }, signal }),
    }),
  logs: (cluster: string, nodeId: string) =>
    queryOptions({
      queryKey: nodeKeys.one(cluster, nodeId, 'logs'),
      queryFn: ({ signal }) => call(nodeOps.logs, { params: { cluster, nodeId }, signal }),
    }),
};
