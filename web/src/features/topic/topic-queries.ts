import type {
  ConfigEntry,
  ConsumerGroup,
  LastRecords,
  LogDir,
  Partition,
  Topic,
  TopicCreate,
  TopicDefaults,
  TopicListView,
  TopicPage,
} from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

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
  defaults: () => ['topic-defaults'] as const,
};

export interface TopicListParams {
  search: string;
  show: TopicListView;
  page: number;
  pageSize: number;
}

/** A principal and its ACL entries on a topic (AKHQ's AccessControl). */
export interface TopicAcl {
  principal: string;
  acls?: {
    host: string;
    operation: { operation: string; permissionType: string };
    resource: { resourceType: string; name: string; patternType: string };
  }[];
}

const base = (clusterId: string) => `${encodeURIComponent(clusterId)}/topic`;
const one = (clusterId: string, topic: string) => `${base(clusterId)}/${encodeURIComponent(topic)}`;

export const topicQueries = {
  list: (clusterId: string, params: TopicListParams) =>
    queryOptions({
      queryKey: topicKeys.list(clusterId, params),
      queryFn: ({ signal }) =>
        api<TopicPage>(base(clusterId), {
          signal,
          query: {
            search: params.search,
            show: params.show,
            page: params.page,
            // Sent only when not 1, as the AKHQ UI does (spec §9).
            uiPageSize: params.pageSize === 1 ? undefined : params.pageSize,
          },
        }),
      placeholderData: (previous) => previous,
    }),
  lastRecords: (clusterId: string, names: string[]) =>
    queryOptions({
      queryKey: topicKeys.lastRecords(clusterId, names),
      queryFn: ({ signal }) =>
        api<LastRecords>(`${base(clusterId)}/last-record`, { signal, query: { topics: names.join(',') } }),
      enabled: names.length > 0,
    }),
  groupsOf: (clusterId: string, names: string[]) =>
    queryOptions({
      queryKey: topicKeys.groupsOf(clusterId, names),
      queryFn: ({ signal }) =>
        api<ConsumerGroup[]>(`${encodeURIComponent(clusterId)}/group/topics`, {
          signal,
          query: { topics: names.join(',') },
        }),
      enabled: names.length > 0,
    }),
  one: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.one(clusterId, topic),
      queryFn: ({ signal }) => api<Topic>(one(clusterId, topic), { signal }),
    }),
  partitions: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(clusterId, topic, 'partitions'),
      queryFn: ({ signal }) => api<Partition[]>(`${one(clusterId, topic)}/partitions`, { signal }),
    }),
  configs: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(clusterId, topic, 'configs'),
      queryFn: ({ signal }) => api<ConfigEntry[]>(`${one(clusterId, topic)}/configs`, { signal }),
    }),
  logs: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(clusterId, topic, 'logs'),
      queryFn: ({ signal }) => api<LogDir[]>(`${one(clusterId, topic)}/logs`, { signal }),
    }),
  groups: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(clusterId, topic, 'groups'),
      queryFn: ({ signal }) => api<ConsumerGroup[]>(`${one(clusterId, topic)}/groups`, { signal }),
    }),
  acls: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: topicKeys.part(clusterId, topic, 'acls'),
      queryFn: ({ signal }) => api<TopicAcl[]>(`${one(clusterId, topic)}/acls`, { signal }),
    }),
  defaults: () =>
    queryOptions({
      queryKey: topicKeys.defaults(),
      queryFn: ({ signal }) => api<TopicDefaults>('topic/defaults-configs', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const topicApi = {
  create: (clusterId: string, body: TopicCreate) =>
    api<Topic>(base(clusterId), { method: 'POST', body: { cluster: clusterId, ...body } }),
  remove: (clusterId: string, topic: string) => api<void>(one(clusterId, topic), { method: 'DELETE' }),
  empty: (clusterId: string, topic: string) =>
    api<void>(`${one(clusterId, topic)}/data/empty`, { method: 'DELETE' }),
  increasePartitions: (clusterId: string, topic: string, partition: number) =>
    api<void>(`${one(clusterId, topic)}/partitions`, { method: 'POST', body: { partition } }),
  updateConfigs: (clusterId: string, topic: string, configs: Record<string, string>) =>
    api<ConfigEntry[]>(`${one(clusterId, topic)}/configs`, {
      method: 'POST',
      body: { clusterId, topicId: topic, configs },
    }),
};
