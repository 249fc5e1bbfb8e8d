import { ClusterParams } from '../common.ts';
import { DecodingQuery } from '../decoding-query.ts';
import { P } from '../permissions.ts';
import {
  OffsetsStartQuery,
  RecordParams,
  TimeOffsets,
  TopicDataPage,
  TopicDataQuery,
  TopicParams,
  TopicRecord,
} from '../record.ts';
import {
  CopyAnswer,
  CopyParams,
  CopyRequest,
  DeleteRecordQuery,
  ProduceAnswer,
  ProduceRequest,
} from '../record-write.ts';
import { TailQuery } from '../tail.ts';
import { operation } from './define.ts';

// Records of a topic (akhq-api.md §2.3, §2.4, §4): the data page, search (server-sent events, read
// with contract/src/events.ts), download, one record, produce, delete a record (tombstone), offsets
// at a time, copy to another topic, and the live tail. Every one is about the topic in its path
// (the tail: about every topic it names), with the action it needs on that topic.

const topic = [{ at: 'params.topic' }] as const;

export const topicDataOps = {
  page: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/data',
    params: TopicParams,
    query: TopicDataQuery,
    answer: TopicDataPage,
    permission: P.TOPIC_DATA.READ,
    names: topic,
  }),
  /** Events `searchBody`, `searchEnd`, `searchError` (contract/src/events.ts `searchEvents`). */
  search: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/data/search',
    params: TopicParams,
    query: TopicDataQuery,
    kind: 'events',
    permission: P.TOPIC_DATA.READ,
    names: topic,
  }),
  /** Every matching record as one JSON array of `DownloadRecord`, as an attachment. */
  download: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/data/download',
    params: TopicParams,
    query: TopicDataQuery,
    kind: 'file',
    permission: P.TOPIC_DATA.READ,
    names: topic,
  }),
  record: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/data/record/:partition/:offset',
    params: RecordParams,
    /** The data tab's deserializer choice, so the shared record reads as it did there. */
    query: DecodingQuery,
    answer: TopicDataPage,
    permission: P.TOPIC_DATA.READ,
    names: topic,
  }),
  produce: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/data',
    params: TopicParams,
    body: ProduceRequest,
    answer: ProduceAnswer,
    permission: P.TOPIC_DATA.CREATE,
    names: topic,
  }),
  /** A tombstone for the key (base64) on a compacted topic; AKHQ's UI repeats both in a body. */
  deleteRecord: operation({
    method: 'DELETE',
    path: '/:cluster/topic/:topic/data',
    params: TopicParams,
    query: DeleteRecordQuery,
    answer: TopicRecord,
    permission: P.TOPIC_DATA.DELETE,
    names: topic,
  }),
  offsetsStart: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/offsets/start',
    params: TopicParams,
    query: OffsetsStartQuery,
    answer: TimeOffsets,
    permission: P.TOPIC_DATA.READ,
    names: topic,
  }),
  /** Reads the source topic and writes the target, which may be on another cluster. */
  copy: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/copy/:toCluster/topic/:toTopic',
    params: CopyParams,
    body: CopyRequest,
    answer: CopyAnswer,
    permission: P.TOPIC_DATA.CREATE,
    names: [
      { at: 'params.topic', need: P.TOPIC_DATA.READ },
      { at: 'params.toTopic', need: P.TOPIC_DATA.CREATE, cluster: 'params.toCluster' },
    ],
  }),
  /** Events `tailBody`, `tailError` (contract/src/events.ts `tailEvents`); refused if any topic is not allowed. */
  tail: operation({
    method: 'GET',
    path: '/:cluster/tail/sse',
    params: ClusterParams,
    query: TailQuery,
    kind: 'events',
    permission: P.TOPIC_DATA.READ,
    names: [{ at: 'query.topics' }],
  }),
};
