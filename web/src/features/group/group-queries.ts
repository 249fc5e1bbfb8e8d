import { type ConsumerGroup, ops } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the consumer-group area (spec §7 "Groups"). */
export const groupKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'group'] as const,
  lists: (clusterId: string) => [...groupKeys.all(clusterId), 'list'] as const,
  list: (clusterId: string, search: string, page: number) =>
    [...groupKeys.lists(clusterId), search, page] as const,
  one: (clusterId: string, groupId: string) => [...groupKeys.all(clusterId), 'one', groupId] as const,
  acls: (clusterId: string, groupId: string) => [...groupKeys.one(clusterId, groupId), 'acls'] as const,
};

export const groupQueries = {
  list: (cluster: string, search: string, page: number) =>
    queryOptions({
      queryKey: groupKeys.list(cluster, search, page),
      queryFn: ({ signal }) => call(ops.group.list, { params: { cluster }, query: { search, page }, signal }),
    }),
  one: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: groupKeys.one(cluster, groupId),
      queryFn: ({ signal }) => call(ops.group.get, { params: { cluster, groupId }, signal }),
    }),
  acls: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: groupKeys.acls(cluster, groupId),
      queryFn: ({ signal }) => call(ops.acl.group, { params: { cluster, groupId }, signal }),
    }),
};

/** Lag per topic of a group (sum over its partitions), for badges. */
export function lagByTopic(group: ConsumerGroup): { topic: string; lag: number }[] {
  const sums = new Map<string, number>();
  for (const o of group.offsets ?? []) sums.set(o.topic, (sums.get(o.topic) ?? 0) + (o.offsetLag ?? 0));
  for (const t of group.topics ?? []) if (!sums.has(t)) sums.set(t, 0);
  return [...sums].map(([topic, lag]) => ({ topic, lag }));
}
