import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import {
  Consumer,
  ConsumerGroup,
  ConsumerGroupOffset,
  ConsumerGroupPage,
  ConsumerGroups,
  GroupListQuery,
  GroupOffsetsAtQuery,
  GroupOffsetUpdates,
  GroupParams,
  GroupsByTopicsQuery,
  GroupTimeOffsets,
  GroupTopicParams,
  TopicGroupsParams,
  TopicGroupsQuery,
} from '../group.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// Consumer groups (akhq-api.md §2.5) plus the topic screens' `topic/{t}/groups`. A group's id is
// its name. A group answer also names topics (offsets, topics, activeTopics, members' assignments):
// those the caller may not read are left out, so a group does not reveal other teams' topics.

const group = { at: 'params.groupId' } as const;
const readable = P.TOPIC.READ;

/** The topic-naming parts of a group found at `at` ('' for a group answer, `[]` for a list of them). */
function groupTopics(at: string) {
  const prefix = at === '' ? '' : `${at}.`;
  const topics = { need: readable, omitEmpty: true } as const;
  return [
    { at: `${prefix}offsets`, name: 'topic', ...topics },
    { at: `${prefix}topics`, ...topics },
    { at: `${prefix}activeTopics`, ...topics },
    { at: `${prefix}members[].assignments`, name: 'topic', ...topics },
  ] as const;
}

/** Lists of groups: only groups the caller may read, each with only the topics it may read. */
const groupList = [{ at: '', name: 'id' }, ...groupTopics('[]')] as const;

export const groupOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/group',
    params: ClusterParams,
    query: GroupListQuery,
    answer: ConsumerGroupPage,
    permission: P.CONSUMER_GROUP.READ,
    visible: [{ at: 'results', name: 'id', omitEmpty: true }, ...groupTopics('results[]')],
  }),
  byTopics: operation({
    method: 'GET',
    path: '/:cluster/group/topics',
    params: ClusterParams,
    query: GroupsByTopicsQuery,
    answer: ConsumerGroups,
    permission: P.CONSUMER_GROUP.READ,
    // Asking about a topic is reading it: its groups show its offsets, lag and assignments.
    names: [{ at: 'query.topics', need: readable }],
    visible: groupList,
  }),
  topicGroups: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/groups',
    params: TopicGroupsParams,
    query: TopicGroupsQuery,
    answer: ConsumerGroups,
    permission: P.CONSUMER_GROUP.READ,
    names: [{ at: 'params.topic', need: readable }],
    visible: groupList,
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/group/:groupId',
    params: GroupParams,
    answer: ConsumerGroup,
    permission: P.CONSUMER_GROUP.READ,
    names: [group],
    visible: groupTopics(''),
  }),
  offsets: operation({
    method: 'GET',
    path: '/:cluster/group/:groupId/offsets',
    params: GroupParams,
    answer: z.array(ConsumerGroupOffset),
    permission: P.CONSUMER_GROUP.READ,
    names: [group],
    visible: [{ at: '', name: 'topic', need: readable }],
  }),
  members: operation({
    method: 'GET',
    path: '/:cluster/group/:groupId/members',
    params: GroupParams,
    answer: z.array(Consumer),
    permission: P.CONSUMER_GROUP.READ,
    names: [group],
    visible: [{ at: '[].assignments', name: 'topic', need: readable, omitEmpty: true }],
  }),
  offsetsAt: operation({
    method: 'GET',
    path: '/:cluster/group/:groupId/offsets/start',
    params: GroupParams,
    query: GroupOffsetsAtQuery,
    answer: GroupTimeOffsets,
    permission: P.CONSUMER_GROUP.UPDATE_OFFSET,
    names: [group],
    visible: [{ at: '', name: 'topic', need: readable }],
  }),
  updateOffsets: operation({
    method: 'POST',
    path: '/:cluster/group/:groupId/offsets',
    params: GroupParams,
    body: GroupOffsetUpdates,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.UPDATE_OFFSET,
    // Checked before the offsets are compared with Kafka's, whose refusals name partitions and ranges.
    names: [group, { at: 'body[].topic', need: readable }],
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/group/:groupId',
    params: GroupParams,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.DELETE,
    names: [group],
  }),
  deleteOffsets: operation({
    method: 'DELETE',
    path: '/:cluster/group/:groupId/topic/:topic',
    params: GroupTopicParams,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.DELETE_OFFSET,
    names: [group, { at: 'params.topic', need: readable }],
  }),
};
