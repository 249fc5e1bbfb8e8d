import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { ConfigEntries } from '../config-entry.ts';
import { P } from '../permissions.ts';
import {
  IncreasePartitions,
  LastRecords,
  LogDirs,
  Partitions,
  Topic,
  TopicConfigUpdate,
  TopicCreate,
  TopicDefaults,
  TopicDefaultsQuery,
  TopicListQuery,
  TopicNameList,
  TopicNameParams,
  TopicNamesQuery,
  TopicPage,
  TopicsQuery,
} from '../topic.ts';
import { operation } from './define.ts';

// Topics (akhq-api.md §2.2): the list, names, last records, create, one topic, delete, partitions,
// configs, log dirs and emptying a topic. Records of a topic are the topic-data area's.

const topic = [{ at: 'params.topic' }] as const;

export const topicOps = {
  /** The create form's defaults; not about one cluster, so only the action is checked. */
  defaults: operation({
    method: 'GET',
    path: '/topic/defaults-configs',
    // `?cluster=` asks that cluster's own defaults (issue 15); without it, the config's (AKHQ).
    query: TopicDefaultsQuery,
    answer: TopicDefaults,
    permission: P.TOPIC.CREATE,
    cluster: 'query.cluster',
  }),
  list: operation({
    method: 'GET',
    path: '/:cluster/topic',
    params: ClusterParams,
    query: TopicListQuery,
    answer: TopicPage,
    permission: P.TOPIC.READ,
    // The handler pages only visible names (request.visible) so page counts are right.
    visible: [{ at: 'results', name: 'name' }],
  }),
  names: operation({
    method: 'GET',
    path: '/:cluster/topic/name',
    params: ClusterParams,
    query: TopicNamesQuery,
    answer: TopicNameList,
    permission: P.TOPIC.READ,
    visible: [{ at: '' }],
  }),
  lastRecords: operation({
    method: 'GET',
    path: '/:cluster/topic/last-record',
    params: ClusterParams,
    query: TopicsQuery,
    answer: LastRecords,
    permission: P.TOPIC_DATA.READ,
    names: [{ at: 'query.topics' }],
    visible: [{ at: '{}' }],
  }),
  create: operation({
    method: 'POST',
    path: '/:cluster/topic',
    params: ClusterParams,
    body: TopicCreate,
    answer: Topic,
    permission: P.TOPIC.CREATE,
    names: [{ at: 'body.name' }],
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic',
    params: TopicNameParams,
    answer: Topic,
    permission: P.TOPIC.READ,
    names: topic,
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/topic/:topic',
    params: TopicNameParams,
    answer: z.null(),
    status: 204,
    permission: P.TOPIC.DELETE,
    names: topic,
  }),
  partitions: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/partitions',
    params: TopicNameParams,
    answer: Partitions,
    permission: P.TOPIC.READ,
    names: topic,
  }),
  /** AKHQ answers 202 with no body once the new partitions are visible. */
  increasePartitions: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/partitions',
    params: TopicNameParams,
    body: IncreasePartitions,
    status: 202,
    permission: P.TOPIC.UPDATE,
    names: topic,
  }),
  configs: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/configs',
    params: TopicNameParams,
    answer: ConfigEntries,
    permission: P.TOPIC.READ_CONFIG,
    names: topic,
  }),
  updateConfigs: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/configs',
    params: TopicNameParams,
    body: TopicConfigUpdate,
    answer: ConfigEntries,
    permission: P.TOPIC.ALTER_CONFIG,
    names: topic,
  }),
  logs: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/logs',
    params: TopicNameParams,
    answer: LogDirs,
    permission: P.TOPIC.READ,
    names: topic,
  }),
  empty: operation({
    method: 'DELETE',
    path: '/:cluster/topic/:topic/data/empty',
    params: TopicNameParams,
    answer: z.null(),
    status: 204,
    permission: P.TOPIC_DATA.DELETE,
    names: topic,
  }),
};
