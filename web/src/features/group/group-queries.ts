import type { Consumer, ConsumerGroup, GroupOffsetUpdate, GroupTimeOffset } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys and fetchers of the consumer-group area (spec §7 "Groups"). */
export const groupKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'group'] as const,
  list: (clusterId: string, search: string, page: number) =>
    [...groupKeys.all(clusterId), 'list', search, page] as const,
  one: (clusterId: string, groupId: string) => [...groupKeys.all(clusterId), 'one', groupId] as const,
};

export interface GroupPage {
  results?: ConsumerGroup[];
  page: number;
  total: number;
  pageSize: number;
}

const base = (clusterId: string, groupId?: string) =>
  `${encodeURIComponent(clusterId)}/group${groupId === undefined ? '' : `/${encodeURIComponent(groupId)}`}`;

export const groupQueries = {
  list: (clusterId: string, search: string, page: number) =>
    queryOptions({
      queryKey: groupKeys.list(clusterId, search, page),
      queryFn: ({ signal }) => api<GroupPage>(base(clusterId), { signal, query: { search, page } }),
    }),
  one: (clusterId: string, groupId: string) =>
    queryOptions({
      queryKey: groupKeys.one(clusterId, groupId),
      queryFn: ({ signal }) => api<ConsumerGroup>(base(clusterId, groupId), { signal }),
    }),
};

export const groupApi = {
  members: (clusterId: string, groupId: string, signal?: AbortSignal) =>
    api<Consumer[]>(`${base(clusterId, groupId)}/members`, { signal }),
  offsetsAt: (clusterId: string, groupId: string, timestamp: string) =>
    api<GroupTimeOffset[]>(`${base(clusterId, groupId)}/offsets/start`, { query: { timestamp } }),
  updateOffsets: (clusterId: string, groupId: string, offsets: GroupOffsetUpdate[]) =>
    api<void>(`${base(clusterId, groupId)}/offsets`, { method: 'POST', body: offsets }),
  deleteTopicOffsets: (clusterId: string, groupId: string, topic: string) =>
    api<void>(`${base(clusterId, groupId)}/topic/${encodeURIComponent(topic)}`, { method: 'DELETE' }),
  deleteGroup: (clusterId: string, groupId: string) =>
    api<void>(base(clusterId, groupId), { method: 'DELETE' }),
};

/** Lag per topic of a group (sum over its partitions), for badges. */
export function lagByTopic(group: ConsumerGroup): { topic: string; lag: number }[] {
  const sums = new Map<string, number>();
  for (const o of group.offsets ?? []) sums.set(o.topic, (sums.get(o.topic) ?? 0) + (o.offsetLag ?? 0));
  for (const t of group.topics ?? []) if (!sums.has(t)) sums.set(t, 0);
  return [...sums].map(([topic, lag]) => ({ topic, lag }));
}
