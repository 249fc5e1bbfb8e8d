import type { SortOrder, TopicListView, TopicOnly, TopicSort } from '@console/contract';
import { aclOps } from '@console/contract/api/acl';
import { groupOps } from '@console/contract/api/group';
import { topicOps } from '@console/contract/api/topic';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { orMissing } from '../../lib/missing.ts';

/** Query keys and fetchers of the topic area (spec §7 "Topics"). */
export const topicKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'topic'] as const,
  list: (clusterId: string, params: TopicListParams) =>
    [...topicKeys.all(clusterId), 'list', params] as const,
  one: (clusterId: string, topic: string) => [...topicKeys.all(clusterId), 'one', topic] as const,
  part: (clusterId: string, topic: string, part: string) =>
    [...topicKeys.one(clusterId, topic), part] as const,
  lastRecords: (clusterId: string, names: string[]) =>
    [...topicKeys.all(clusterId), 'last-record', names] as const,
  groupsOf: (clusterId: string, names: string[]) =>
    [...topicKeys.all(clusterId), 'groups-of', names] as const,
  defaults: (clusterId: string) => ['topic-defaults', clusterId] as const,
};

export interface TopicListParams {
  search: string;
  show: TopicListView;
  page: number;
  pageSize: number;
  sort?: TopicSort;
  order?: SortOrder;
  only?: TopicOnly;
}

export const topicQueries = {
  list: (cluster: string, params: TopicListParams) =>
    queryOptions({
      queryKey: topicKeys.list(cluster, params),
      queryFn: ({ signal }) =>
        call(topicOps.list, {
          params: { cluster },
          query: {
            search: params.search,
            show: params.show,
            page: params.page,
            // Sent only when not 1, as the AKHQ UI does (spec §9).
            uiPageSize: params.pageSize === 1 ? undefined : params.pageSize,
            sort: params.sort,
            order: params.order,
            only: params.only,
          },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  lastRecords: (cluster: string, names: string[]) =>
    queryOptions({
      queryKey: topicKeys.lastRecords(cluster, names),
      queryFn: ({ signal }) =>
        call(topicOps.lastRecords, { params: { cluster }, query: { topics: names.join(',') }, signal }),
      enabled: names.length > 0,
    }),
  groupsOf: (cluster: string, names: string[]) =>
    queryOptions({
      queryKey: topicKeys.groupsOf(cluster, names),
      queryFn: ({ signal }) =>
        call(groupOps.byTopics, { params: { cluster }, query: { topics: names.join(',') }, signal }),
      enabled: names.length > 0,
    }),
  /** The topic, or null when the cluster has none of that name (the detail page's not-found state). */
  one: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.one(cluster, topic),
      queryFn: ({ signal }) => orMissing(call(topicOps.get, { params: { cluster, topic }, signal })),
    }),
  partitions: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(cluster, topic, 'partitions'),
      queryFn: ({ signal }) => call(topicOps.partitions, { params: { cluster, topic }, signal }),
    }),
  configs: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(cluster, topic, 'configs'),
      queryFn: ({ signal }) => call(topicOps.configs, { params: { cluster, topic }, signal }),
    }),
  logs: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(cluster, topic, 'logs'),
      queryFn: ({ signal }) => call(topicOps.logs, { params: { cluster, topic }, signal }),
    }),
  groups: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(cluster, topic, 'groups'),
      queryFn: ({ signal }) => call(groupOps.topicGroups, { params: { cluster, topic }, signal }),
    }),
  acls: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(cluster, topic, 'acls'),
      queryFn: ({ signal }) => call(aclOps.topic, { params: { cluster, topic }, signal }),
    }),
  /** The cluster's own defaults (replication, partitions) and its topic configs with their docs. */
  defaults: (cluster: string) =>
    queryOptions({
      queryKey: topicKeys.defaults(cluster),
      queryFn: ({ signal }) => call(topicOps.defaults, { query: { cluster }, signal }),
      staleTime: 60_000,
    }),
};
