import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import { StreamsGroup, StreamsGroupParams, StreamsOffsetReset, StreamsSupport } from '../streams-group.ts';
import { operation } from './define.ts';

// Streams groups (KIP-1071). A group's id is its name for the CONSUMER_GROUP patterns; the topics
// of its topology and offsets the caller may not read are left out, as for consumer groups.

const group = [{ at: 'params.groupId' }] as const;
const topics = { need: P.TOPIC.READ, omitEmpty: true } as const;

export const streamsGroupOps = {
  support: operation({
    method: 'GET',
    path: '/:cluster/streams-group-support',
    params: ClusterParams,
    answer: StreamsSupport,
    permission: P.CONSUMER_GROUP.READ,
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/streams-group/:groupId',
    params: StreamsGroupParams,
    answer: StreamsGroup,
    permission: P.CONSUMER_GROUP.READ,
    names: group,
    visible: [
      { at: 'subtopologies[].sourceTopics', ...topics },
      { at: 'subtopologies[].repartitionSinkTopics', ...topics },
      { at: 'subtopologies[].repartitionSourceTopics', name: 'name', ...topics },
      { at: 'subtopologies[].stateChangelogTopics', name: 'name', ...topics },
      { at: 'offsets', name: 'topic', ...topics },
    ],
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/streams-group/:groupId',
    params: StreamsGroupParams,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.DELETE,
    names: group,
  }),
  resetOffsets: operation({
    method: 'POST',
    path: '/:cluster/streams-group/:groupId/offsets/reset',
    params: StreamsGroupParams,
    body: StreamsOffsetReset,
    answer: z.null(),
    status: 204,
    permission: P.CONSUMER_GROUP.UPDATE_OFFSET,
    // Moving a topic's offsets is reading it, as for consumer and share groups.
    names: [...group, { at: 'body.topics', need: P.TOPIC.READ }],
  }),
};
