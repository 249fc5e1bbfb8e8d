import type { ClusterQuorum, QuorumReplica } from '@console/contract';
import { type Admin, describeQuorumV2 } from '@platformatic/kafka';
import { unreachable } from '../errors.ts';
import { anyBroker } from '../kafka/any-broker.ts';

// The KRaft metadata quorum as DescribeQuorum (key 55) reports it, the figures of Kafka's
// `kafka-metadata-quorum.sh describe --status/--replication`. Any broker answers: brokers forward
// the request to the controllers. A refusal (CLUSTER DESCRIBE missing on Kafka's side, a cluster
// without KRaft) is left to the caller's error mapping: the screen says why instead of showing zeros.

type Replica = describeQuorumV2.DescribeQuorumResponseVoter;

const ZERO_DIRECTORY = /^(0{8}-0{4}-0{4}-0{4}-0{12}|A{22}(==)?)$/;

function replica(r: Replica, highWatermark: number): QuorumReplica {
  const logEndOffset = Number(r.logEndOffset);
  const lastFetch = Number(r.lastFetchTimestamp);
  const caughtUp = Number(r.lastCaughtUpTimestamp);
  return {
    id: r.replicaId,
    // Static quorums (kraft.version 0) track no directories: Kafka sends the zero id.
    ...(r.replicaDirectoryId && !ZERO_DIRECTORY.test(r.replicaDirectoryId)
      ? { directoryId: r.replicaDirectoryId }
      : {}),
    logEndOffset,
    lag: Math.max(0, highWatermark - logEndOffset),
    ...(lastFetch >= 0 ? { lastFetchTimestamp: lastFetch } : {}),
    ...(caughtUp >= 0 ? { lastCaughtUpTimestamp: caughtUp } : {}),
  };
}

/** The metadata quorum: leader, epoch, high watermark, voters and observers with their lag. */
export async function describeQuorum(admin: Admin): Promise<ClusterQuorum> {
  const connection = await anyBroker(admin);
  const answer = await describeQuorumV2.api.async(connection, [
    { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
  ]);
  const p = answer.topics[0]?.partitions[0];
  if (!p) throw unreachable('The cluster answered DescribeQuorum without the __cluster_metadata partition');
  const hw = Number(p.highWatermark);
  const endpoints = Object.fromEntries(
    answer.nodes.filter((n) => n.listeners.length > 0).map((n) => [String(n.nodeId), n.listeners]),
  );
  return {
    leaderId: p.leaderId,
    leaderEpoch: p.leaderEpoch,
    highWatermark: hw,
    voters: p.currentVoters.map((v) => replica(v, hw)),
    observers: p.observers.map((o) => replica(o, hw)),
    ...(Object.keys(endpoints).length > 0 ? { endpoints } : {}),
  };
}
