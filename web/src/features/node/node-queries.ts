import type { ConfigEntry, LogDir, NodeList, NodePartitionCount } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys and fetchers of the node area (spec §7 "Nodes"). */
export const nodeKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'node'] as const,
  list: (clusterId: string) => [...nodeKeys.all(clusterId), 'list'] as const,
  partitions: (clusterId: string) => [...nodeKeys.all(clusterId), 'partitions'] as const,
  one: (clusterId: string, nodeId: string, part: string) =>
    [...nodeKeys.all(clusterId), 'one', nodeId, part] as const,
};

const base = (clusterId: string) => `${encodeURIComponent(clusterId)}/node`;

export const nodeQueries = {
  list: (clusterId: string) =>
    queryOptions({
      queryKey: nodeKeys.list(clusterId),
      queryFn: ({ signal }) => api<NodeList>(base(clusterId), { signal }),
    }),
  partitions: (clusterId: string) =>
    queryOptions({
      queryKey: nodeKeys.partitions(clusterId),
      queryFn: ({ signal }) => api<NodePartitionCount[]>(`${base(clusterId)}/partitions`, { signal }),
    }),
  configs: (clusterId: string, nodeId: string) =>
    queryOptions({
      queryKey: nodeKeys.one(clusterId, nodeId, 'configs'),
      queryFn: ({ signal }) =>
        api<ConfigEntry[]>(`${base(clusterId)}/${encodeURIComponent(nodeId)}/configs`, { signal }),
    }),
  logs: (clusterId: string, nodeId: string) =>
    queryOptions({
      queryKey: nodeKeys.one(clusterId, nodeId, 'logs'),
      queryFn: ({ signal }) =>
        api<LogDir[]>(`${base(clusterId)}/${encodeURIComponent(nodeId)}/logs`, { signal }),
    }),
};

export const nodeApi = {
  updateConfigs: (clusterId: string, nodeId: string, configs: Record<string, string>) =>
    api<ConfigEntry[]>(`${base(clusterId)}/${encodeURIComponent(nodeId)}/configs`, {
      method: 'POST',
      body: { configs },
    }),
};
