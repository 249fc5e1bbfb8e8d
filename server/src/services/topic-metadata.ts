import { type Admin, metadataV12 } from '@platformatic/kafka';
import { keyOf, LIST_KEEP_MS, readOnce } from '../kafka/coalesce.ts';

// One Metadata request for every topic of the cluster: names, Kafka's internal flag, topic ids and
// partition leaders/replicas/ISR. The list filters and pages on it, and the page's topics are then
// described from the same answer, so listing never asks Kafka once per topic.

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
  const answer = await metadataV12.api.async(connection, topics, false, false).catch((error: unknown) => {
    // Unknown topics come back with an error code per topic; the rest of the answer is still good.
    const response = (error as { response?: metadataV12.MetadataResponse }).response;
    if (response?.topics && response.brokers) return response;
    throw error;
  });
  const brokers = new Map<number, BrokerInfo>();
  for (const b of answer.brokers) {
    brokers.set(b.nodeId, { id: b.nodeId, host: b.host, port: b.port, ...(b.rack ? { rack: b.rack } : {}) });
  }
  const result = new Map<string, TopicMeta>();
  for (const t of answer.topics) {
    if (!t.name || t.errorCode !== 0) continue;
    result.set(t.name, {
      name: t.name,
      topicId: t.topicId,
      kafkaInternal: t.isInternal,
      partitions: t.partitions
        .map((p) => ({ id: p.partitionIndex, leader: p.leaderId, replicas: p.replicaNodes, isr: p.isrNodes }))
        .sort((a, b) => a.id - b.id),
    });
  }
  return { brokers, topics: result };
}
