import { type Admin, createAPI, type Reader, ResponseError, Writer } from '@platformatic/kafka';
import { forgetReads } from './coalesce.ts';
import { controllerConnection } from './controller-connection.ts';

// ElectLeaders (API key 43), which @platformatic/kafka 2.12 does not export, written against
// Kafka's own message schemas (ElectLeadersRequest.json / ElectLeadersResponse.json), version 2
// (flexible, Kafka 2.4 and later):
//
//   Request  => election_type:INT8 [topic_partitions]:COMPACT_NULLABLE_ARRAY timeout_ms:INT32 TAG_BUFFER
//     topic_partitions => topic:COMPACT_STRING [partitions:INT32] TAG_BUFFER
//   Response => throttle_time_ms:INT32 error_code:INT16 [replica_election_results] TAG_BUFFER
//     replica_election_results => topic:COMPACT_STRING [partition_result] TAG_BUFFER
//       partition_result => partition_id:INT32 error_code:INT16 error_message:COMPACT_NULLABLE_STRING TAG_BUFFER
//
// Per-partition errors are answers, not failures (ELECTION_NOT_NEEDED is what a preferred election
// of a partition already led by its preferred replica gets), so only a top-level error throws.

/** Kafka's ElectionType: 0 preferred, 1 unclean. */
export type ElectionType = 0 | 1;

export interface ElectionTopic {
  topic: string;
  partitions: number[];
}

export interface PartitionElection {
  topic: string;
  partition: number;
  errorCode: number;
  errorMessage: string | null;
}

function createRequest(type: ElectionType, topics: ElectionTopic[] | null, timeoutMs: number): Writer {
  return Writer.create()
    .appendInt8(type)
    .appendArray(topics, (w, t) => {
      w.appendString(t.topic).appendArray(t.partitions, (w2, p) => w2.appendInt32(p), true, false);
    })
    .appendInt32(timeoutMs)
    .appendTaggedFields();
}

function parseResponse(_correlationId: number, apiKey: number, apiVersion: number, r: Reader) {
  r.readInt32(); // throttle time
  const errorCode = r.readInt16();
  const results: PartitionElection[] = [];
  r.readArray((t) => {
    const topic = t.readString();
    t.readArray((p) => {
      results.push({
        topic,
        partition: p.readInt32(),
        errorCode: p.readInt16(),
        errorMessage: p.readNullableString(),
      });
    });
  });
  r.readTaggedFields();
  if (errorCode !== 0) throw new ResponseError(apiKey, apiVersion, { '': [errorCode, null] }, { results });
  return results;
}

const electLeadersV2 = createAPI<[ElectionType, ElectionTopic[] | null, number], PartitionElection[]>(
  43,
  2,
  createRequest,
  parseResponse,
);

/** Runs the election on the controller the metadata names (brokers forward it there in KRaft too). */
export async function electLeaders(
  admin: Admin,
  type: ElectionType,
  topics: ElectionTopic[],
  timeoutMs: number,
): Promise<PartitionElection[]> {
  try {
    return await electLeadersV2.async(await controllerConnection(admin), type, topics, timeoutMs);
  } finally {
    forgetReads(admin);
  }
}
