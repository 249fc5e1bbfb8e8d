import {
  type Admin,
  alterPartitionReassignmentsV0,
  apiVersionsV4,
  type Connection,
  describeQuorumV2,
  metadataV12,
} from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { anyBroker } from '../kafka/any-broker.ts';
import { controllerConnection } from '../kafka/controller-connection.ts';
import type { BrokerInfo, ClusterSnapshot, TopicMeta } from './topic-metadata.ts';

// The controller ends a move (or applies a cancel) a moment before the broker answering Metadata
// applies it from the metadata log: for well under a second that broker may still show a finished
// move's replicas as the move's union (2,3,1 for 1,2 -> 2,3) while the controller's
// ListPartitionReassignments no longer lists the move. A read combining the two must take the
// metadata from a broker that holds everything the controller's answer reflected. Kafka exposes
// enough to wait for exactly that, with no memory of the move (so a console started after the
// move began, or another replica, reads right too):
// - The controller answers reads from its latest state, records not yet committed included
//   (measured: the list showed the move ended while the quorum's high watermark was still at
//   the record ending it). A controller write that makes no record answers only once every record
//   pending before it is committed (QuorumController: "read-only operation ... will be completed
//   when the log reaches offset"): a cancel of a partition that cannot exist is such a write, a
//   barrier with no effect.
// - After it, the quorum's high watermark (DescribeQuorum) covers the controller's answer.
// - A broker's ApiVersions answer says how far its metadata image goes: in KRaft its
//   finalized-features epoch is the offset of the image's last record (KRaftMetadataCache), the
//   image it answers Metadata from. The read waits until it reaches the watermark, then asks it.

/** A partition index no topic has (Kafka's partition count is an int32): the barrier's no-op cancel. */
const NO_PARTITION = 2 ** 31 - 1;
/** As settle.ts: past this the read answers anyway (a broker that cannot catch up is not waited on). */
const WAIT_MS = 3000;
const POLL_MS = 20;

/** The metadata log's high watermark; undefined when the cluster does not say (no KRaft, or refused). */
async function committedOffset(connection: Connection): Promise<bigint | undefined> {
  try {
    const answer = await describeQuorumV2.api.async(connection, [
      { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
    ]);
    return answer.topics[0]?.partitions[0]?.highWatermark;
  } catch {
    return undefined;
  }
}

/**
 * Answers once every record the controller wrote before it is committed (see the top); never changes
 * anything. `timeoutMs` is the cluster's Kafka deadline: the controller may take that long to commit,
 * as for any other change the console asks of it (a slow quorum is waited on, not read around).
 */
async function commitBarrier(admin: Admin, topic: string, timeoutMs: number): Promise<void> {
  const request = [{ name: topic, partitions: [{ partitionIndex: NO_PARTITION, replicas: null }] }];
  // Refused for that partition (UNKNOWN_TOPIC_OR_PARTITION), as it should be; any failure only
  // means the read may come a moment early, as without the barrier.
  try {
    await alterPartitionReassignmentsV0.api.async(
      await controllerConnection(admin),
      timeoutMs,
      true,
      request,
    );
  } catch {}
}

/**
 * The topic's metadata (and the brokers) from a broker whose metadata image holds every record the
 * controller had written when this was called: call it after the controller's answer it must agree
 * with. A missing topic is a 404.
 */
export async function caughtUpTopicMeta(
  admin: Admin,
  topic: string,
  timeoutMs: number,
): Promise<{ snapshot: ClusterSnapshot; meta: TopicMeta }> {
  await commitBarrier(admin, topic, timeoutMs);
  const connection = await anyBroker(admin);
  const committed = await committedOffset(connection);
  const deadline = Date.now() + WAIT_MS;
  // The watermark is the next offset to commit; the image's epoch is its last record's offset.
  while (committed !== undefined && Date.now() < deadline) {
    const image = await apiVersionsV4.api
      .async(connection, 'kafka-console', '1')
      .then((a) => a.finalizedFeaturesEpoch ?? -1n)
      .catch(() => -1n);
    if (image < 0n || image >= committed - 1n) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Sent after the image was seen caught up: the broker answers it from that image or a later one.
  const answer = await metadataV12.api.async(connection, [topic], false, false).catch((error: unknown) => {
    // An unknown topic comes back with an error code in an otherwise good answer.
    const response = (error as { response?: metadataV12.MetadataResponse }).response;
    if (response?.topics && response.brokers) return response;
    throw error;
  });
  const t = answer.topics.find((x) => x.name === topic);
  if (t?.errorCode !== 0) throw new HttpError(404, `Topic '${topic}' doesn't exist`);
  const brokers = new Map<number, BrokerInfo>();
  for (const b of answer.brokers) {
    brokers.set(b.nodeId, { id: b.nodeId, host: b.host, port: b.port, ...(b.rack ? { rack: b.rack } : {}) });
  }
  const meta: TopicMeta = {
    name: topic,
    topicId: t.topicId,
    kafkaInternal: t.isInternal,
    partitions: t.partitions
      .map((p) => ({ id: p.partitionIndex, leader: p.leaderId, replicas: p.replicaNodes, isr: p.isrNodes }))
      .sort((a, b) => a.id - b.id),
  };
  return { snapshot: { brokers, topics: new Map([[topic, meta]]) }, meta };
}
