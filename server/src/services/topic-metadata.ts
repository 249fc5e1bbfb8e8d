import type { Admin } from '@platformatic/kafka';
import { keyOf, LIST_KEEP_MS, readOnce } from '../kafka/coalesce.ts';
import { decodeMetadata, metadataBytes } from './topic-metadata-wire.ts';

// One Metadata request for every topic of the cluster: names, Kafka's internal flag, topic ids and
// partition leaders/replicas/ISR. The list filters and pages on it, and the page's topics are then
// described from the same answer, so listing never asks Kafka once per topic. The answer is decoded
// by topic-metadata-wire.ts: a topic's id and partitions only when asked for.

export interface BrokerInfo {
  id: number;
  host: string;
  port: number;
  rack?: string;
}

export interface PartitionMeta {
  id: number;
  leader: number;
  replicas: number[];
  isr: number[];
}

export interface TopicMeta {
  name: string;
  topicId: string;
  kafkaInternal: boolean;
  partitions: PartitionMeta[];
}

export interface ClusterSnapshot {
  brokers: Map<number, BrokerInfo>;
  topics: Map<string, TopicMeta>;
}

/** `topics` null asks for every topic; a list asks for those only (unknown ones are left out). */
export async function clusterSnapshot(
  admin: Admin,
  topics: string[] | null = null,
): Promise<ClusterSnapshot> {
  // Shared by concurrent identical calls (kafka/coalesce.ts). The whole cluster's answer is kept
  // up to LIST_KEEP_MS (why that staleness is acceptable: coalesce.ts); one naming topics is not
  // kept, since its callers (a topic's page, a check after a change) want it as Kafka has it now.
  return readOnce(
    admin,
    `snapshot:${keyOf(topics)}`,
    () => readSnapshot(admin, topics),
    topics === null ? LIST_KEEP_MS : false,
  );
}

async function readSnapshot(admin: Admin, topics: string[] | null): Promise<ClusterSnapshot> {
  const connections = await admin.connectToBrokers(null);
  const connection = connections.values().next().value;
  if (!connection) throw new Error('no broker connection');
  const bytes = await metadataBytes(connection, topics);
  if (topics !== null) return decodeMetadata(bytes);
  // The whole cluster's answer is the same bytes while nothing changed (Kafka sends it from its
  // metadata image): then the snapshot decoded from the last one is the answer, the same object, so
  // what the list derives from it (names in order, topic-names.ts) is reused too. Any change (a
  // topic, a partition, a leader, an ISR, a broker) changes the bytes and is decoded afresh.
  const last = lastWhole.get(admin);
  if (last && sameAnswer(last.bytes, bytes)) return last.snapshot;
  const snapshot = decodeMetadata(bytes);
  lastWhole.set(admin, { bytes, snapshot });
  return snapshot;
}

/** Per admin client (one per cluster): its last whole-cluster answer and the snapshot made of it. */
const lastWhole = new WeakMap<Admin, { bytes: Buffer; snapshot: ClusterSnapshot }>();

/** Equal bodies after the throttle time (the first 4 bytes, which say nothing of the cluster). */
function sameAnswer(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && a.subarray(4).equals(b.subarray(4));
}
