import { Admin, describeQuorumV2, metadataV12 } from '@platformatic/kafka';

// What Kafka `main` itself says, for the overview's end-to-end checks: its own Metadata and
// DescribeQuorum answers, asked on a connection of the test.

export const bootstrapBrokers = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
export const admin = () => new Admin({ clientId: 'e2e-overview', bootstrapBrokers });

export interface KafkaFigures {
  brokers: number;
  topics: number;
  partitions: number;
  underReplicated: number;
  controller: number;
}

export async function kafkaFigures(a: Admin): Promise<KafkaFigures> {
  const connection = (await a.connectToBrokers([1])).get(1);
  if (!connection) throw new Error('no connection to broker 1');
  const metadata = await metadataV12.api.async(connection, null, false, false);
  const topics = metadata.topics.filter((t) => t.errorCode === 0);
  const partitions = topics.flatMap((t) => t.partitions);
  const quorum = await describeQuorumV2.api.async(connection, [
    { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
  ]);
  return {
    brokers: metadata.brokers.length,
    topics: topics.length,
    partitions: partitions.length,
    underReplicated: partitions.filter((p) => p.isrNodes.length < p.replicaNodes.length).length,
    controller: quorum.topics[0]?.partitions[0]?.leaderId ?? -1,
  };
}
