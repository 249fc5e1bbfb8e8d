import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import {
  ShareGroup,
  ShareGroupListQuery,
  ShareGroupPage,
  ShareGroupParams,
  ShareGroupTopicParams,
  ShareOffsetUpdates,
  ShareResetPreview,
  ShareResetQuery,
} from '../share-group.ts';
import { operation } from './define.ts';

// Share groups (KIP-932). They live under CONSUMER_GROUP like the other group types: a share group's
// id is a group id. As in group-ops.ts, the topics inside an answer are those the caller may read.

const group = { at: 'params.groupId' } as const;
const readable = P.TOPIC.READ;

function shareTopics(at: string) {
  const prefix = at === '' ? '' : `${at}.`;
  const topics = { need: readable, omitEmpty: true } as const;
  return [
    { at: `${prefix}offsets`, name: 'topic', ...topics },
    { at: `${prefix}topics`, ...topics },
    { at: `${prefix}members[].assignments`, name: 'topic', ...topics },
    { at: `${prefix}members[].subscribedTopics`, ...topics },
  ] as const;
}

export const shareGroupOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/share-group',
    params: ClusterParams,
    query: ShareGroupListQuery,
    answer: ShareGroupPage,
    permission: P.CONSUMER_GROUP.READ,
    visible: [{ at: 'results', name: 'id', omitEmpty: true }, ...shareTopics('results[]')],
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/share-group/:groupId',
    params: ShareGroupParams,
    answer: ShareGroup,
    permission: P.CONSUMER_GROUP.READ,
    names: [group],
    visible: shareTopics(''),
  }),
  resetPreview: operation({
    method: 'GET',
    path: '/:cluster/share-group/:groupId/offsets/preview',
    params: ShareGroupParams,
    query: ShareResetQuery,
    answer: ShareResetPreview,
    permission: P.CONSUMER_GROUP.UPDATE_OFFSET,
    names: [group, { at: 'query.topics', need: readable }],
    visible: [{ at: '', name: 'topic', need: readable }],
  }),
  resetOffsets: operation({
    method: 'POST',
    path: '/:cluster/share-group/:groupId/offsets',
    params: ShareGroupParams,
    body: ShareOffsetUpdates,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.UPDATE_OFFSET,
    names: [group, { at: 'body[].topic', need: readable }],
  }),
  deleteOffsets: operation({
    method: 'DELETE',
    path: '/:cluster/share-group/:groupId/topic/:topic',
    params: ShareGroupTopicParams,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.DELETE_OFFSET,
    names: [group, { at: 'params.topic', need: readable }],
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/share-group/:groupId',
    params: ShareGroupParams,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.DELETE,
    names: [group],
  }),
};
