import type { CopyRequest, ProduceRequest } from '@console/contract';
import { topicDataOps } from '@console/contract/api/topic-data';
import { useOperation } from '../../lib/use-operation.ts';
import { base64Utf8 } from './topic-data-export.ts';
import { topicDataKeys } from './topic-data-queries.ts';

// The changes of the topic-data area (spec §2.4), each with its success text and the data it
// makes stale. Pages add only where to go next. Writing records changes the topic's data pages,
// searches and inspected records, and its counts, offsets and last record in the topic list and
// partitions tab (issue 14 item 1: produced records stayed hidden behind cached pages), so each
// refreshes everything shown about the cluster's topics.

/** Produce to <topic>: one record, or one per line in multi-message mode. */
export function useProduce(cluster: string, topic: string) {
  return useOperation(topicDataOps.produce, {
    input: (body: ProduceRequest) => ({ params: { cluster, topic }, body }),
    success: (records) => `${records.length} record${records.length === 1 ? '' : 's'} produced to '${topic}'`,
    invalidates: () => [topicDataKeys.topics(cluster)],
  });
}

/** Delete a record of a compacted topic: a tombstone for its key (sent as base64 of its UTF-8). */
export function useDeleteRecord(cluster: string, topic: string) {
  return useOperation(topicDataOps.deleteRecord, {
    input: (r: { partition: number; offset: number; key: string }) => ({
      params: { cluster, topic },
      query: { partition: r.partition, key: base64Utf8(r.key) },
    }),
    success: (_, r) => `Record '${r.partition}-${r.offset}' will be deleted on compaction`,
    invalidates: () => [topicDataKeys.topics(cluster)],
  });
}

export interface CopyTarget {
  toCluster: string;
  toTopic: string;
  offsets: CopyRequest;
}

/** Copy topic: the chosen partitions from their offsets into a topic of any cluster. */
export function useCopyTopic(cluster: string, topic: string) {
  return useOperation(topicDataOps.copy, {
    input: ({ toCluster, toTopic, offsets }: CopyTarget) => ({
      params: { cluster, topic, toCluster, toTopic },
      body: offsets,
    }),
    success: (answer, t) => `${answer.records} records copied to '${t.toTopic}' on '${t.toCluster}'`,
    invalidates: (t) => [topicDataKeys.topics(t.toCluster)],
  });
}
