import type { ConsumerGroup, GroupSort, GroupType } from '@console/contract';
import { aclOps } from '@console/contract/api/acl';
import { groupOps } from '@console/contract/api/group';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the consumer-group area (spec §7 "Groups"). */
export const groupKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'group'] as const,
  lists: (clusterId: string) => [...groupKeys.all(clusterId), 'list'] as const,
  list: (clusterId: string, search: string, page: number, sort?: GroupListSort, type?: GroupType) =>
    [...groupKeys.lists(clusterId), search, page, sort ?? null, type ?? null] as const,
  one: (clusterId: string, groupId: string) => [...groupKeys.all(clusterId), 'one', groupId] as const,
  acls: (clusterId: string, groupId: string) => [...groupKeys.one(clusterId, groupId), 'acls'] as const,
};

export interface GroupListSort {
  sort: GroupSort;
  order: 'asc' | 'desc';
}

export const groupQueries = {
  list: (cluster: string, search: string, page: number, sort?: GroupListSort, type?: GroupType) =>
    queryOptions({
      queryKey: groupKeys.list(cluster, search, page, sort, type),
      queryFn: ({ signal }) =>
        call(groupOps.list, {
          params: { cluster },
          query: { search, page, sort: sort?.sort, order: sort?.order, ...(type ? { type } : {}) },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  one: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: groupKeys.one(cluster, groupId),
      queryFn: ({ signal }) => call(groupOps.get, { params: { cluster, groupId }, signal }),
    }),
  acls: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: groupKeys.acls(cluster, groupId),
      queryFn: ({ signal }) => call(aclOps.group, { params: { cluster, groupId }, signal }),
    }),
};

/** Lag per topic of a group (sum over its partitions), for badges. */
export function lagByTopic(group: ConsumerGroup): { topic: string; lag: number }[] {
  const sums = new Map<string, number>();
  for (const o of group.offsets ?? []) sums.set(o.topic, (sums.get(o.topic) ?? 0) + (o.offsetLag ?? 0));
  for (const t of group.topics ?? []) if (!sums.has(t)) sums.set(t, 0);
  return [...sums].map(([topic, lag]) => ({ topic, lag }));
}

/** The group's whole lag: Σ offsetLag over its committed partitions (what the server sorts on). */
export function groupLag(group: ConsumerGroup): number {
  return (group.offsets ?? []).reduce((sum, o) => sum + (o.offsetLag ?? 0), 0);
}
