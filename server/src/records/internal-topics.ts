import {
  type Broker,
  type Connection,
  type Consumer,
  findErrorBy,
  kGetApi,
  kGetBootstrapConnection,
  kGetConnection,
} from '@platformatic/kafka';

// The client library leaves Kafka's internal topics (__consumer_offsets, __transaction_state)
// out of its metadata, so its listOffsets cannot find their leaders and the topic reads as
// missing. For those topics the layout asks Metadata and ListOffsets itself, on the same
// client's connections, with the API versions the client negotiated.

export interface InternalTopic {
  id: string;
  /** Leader per partition, by partition index. */
  leaders: number[];
  brokers: Map<number, Broker>;
}

interface MetadataAnswer {
  brokers: Array<{ nodeId: number; host: string; port: number }>;
  topics: Array<{
    name: string | null;
    errorCode: number;
    topicId: string;
    isInternal: boolean;
    partitions: Array<{ partitionIndex: number; leaderId: number }>;
  }>;
}

interface ListOffsetsAnswer {
  topics: Array<{ name: string; partitions: Array<{ partitionIndex: number; offset: bigint }> }>;
}

const UNKNOWN_TOPIC = 3;

type AnyApi = { async: (connection: Connection, ...args: unknown[]) => Promise<unknown> };

function api(consumer: Consumer, name: string): Promise<AnyApi> {
  return new Promise((resolve, reject) =>
    consumer[kGetApi](name, (error, found) => (error || !found ? reject(error) : resolve(found as AnyApi))),
  );
}

function anyConnection(consumer: Consumer): Promise<Connection> {
  return new Promise((resolve, reject) =>
    consumer[kGetBootstrapConnection]((error, c) => (error || !c ? reject(error) : resolve(c))),
  );
}

function connectionTo(consumer: Consumer, broker: Broker): Promise<Connection> {
  return new Promise((resolve, reject) =>
    consumer[kGetConnection](broker, (error, c) => (error || !c ? reject(error) : resolve(c))),
  );
}

/** The topic when Kafka marks it internal; undefined when it is not there (or not internal). */
export async function internalTopic(consumer: Consumer, topic: string): Promise<InternalTopic | undefined> {
  const metadata = await api(consumer, 'Metadata');
  const answer = (await metadata
    .async(await anyConnection(consumer), [topic], false, false)
    .catch((error: { response?: MetadataAnswer }) => {
      if (error.response?.topics) return error.response;
      throw error;
    })) as MetadataAnswer;
  const meta = answer.topics.find((t) => t.name === topic);
  if (meta && meta.errorCode !== 0 && meta.errorCode !== UNKNOWN_TOPIC) {
    throw new Error(`Kafka refused the metadata of '${topic}' (error code ${meta.errorCode})`);
  }
  if (meta?.errorCode !== 0 || !meta.isInternal) return undefined;
  const leaders: number[] = [];
  for (const p of meta.partitions) leaders[p.partitionIndex] = p.leaderId;
  const brokers = new Map(answer.brokers.map((b) => [b.nodeId, { host: b.host, port: b.port }]));
  return { id: meta.topicId, leaders, brokers };
}

/** ListOffsets at `timestamp` (or EARLIEST/LATEST) for `partitions`, asked of each leader. */
export async function internalOffsetsAt(
  consumer: Consumer,
  meta: InternalTopic,
  topic: string,
  partitions: number[],
  timestamp: bigint,
): Promise<Map<number, bigint>> {
  const listOffsets = await api(consumer, 'ListOffsets');
  const byLeader = new Map<number, number[]>();
  for (const p of partitions) {
    const leader = meta.leaders[p] ?? -1;
    byLeader.set(leader, [...(byLeader.get(leader) ?? []), p]);
  }
  const out = new Map<number, bigint>();
  await Promise.all(
    [...byLeader].map(async ([leader, list]) => {
      const broker = meta.brokers.get(leader);
      if (!broker) throw new Error(`A partition of ${topic} has no leader the console can reach (${leader})`);
      const connection = await connectionTo(consumer, broker);
      const request = [
        {
          name: topic,
          partitions: list.map((partitionIndex) => ({ partitionIndex, currentLeaderEpoch: -1, timestamp })),
        },
      ];
      // Right after a leader change Kafka may not know the offsets yet: ask again shortly.
      for (let attempt = 0; ; attempt++) {
        try {
          const answer = (await listOffsets.async(connection, -1, 1, request)) as ListOffsetsAnswer;
          for (const t of answer.topics) for (const p of t.partitions) out.set(p.partitionIndex, p.offset);
          return;
        } catch (error) {
          if (attempt >= 20 || findErrorBy(error as Error, 'canRetry', false)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }),
  );
  return out;
}
