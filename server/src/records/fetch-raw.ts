import {
  type API,
  type Broker,
  type Connection,
  type Consumer,
  createAPI,
  fetchV13,
  fetchV14,
  fetchV15,
  fetchV16,
  fetchV17,
  findErrorBy,
  kGetApi,
  kGetConnection,
  type Reader,
  ResponseError,
} from '@platformatic/kafka';
import { readFresh } from '../kafka/coalesce.ts';
import type { AbortedTransaction } from './batch-cursor.ts';
import type { RecordParts } from './record-parts.ts';

// Fetch sent on the reading client's own connections (so TLS and SASL are the client's), with
// an answer parser that hands each partition's record set over as views of the answer's socket
// chunks (record-parts.ts: never copied) for record-batches.ts, instead of the library's
// per-record objects. Versions 13–17 (topics by id,
// Kafka 3.1 and later) share one answer layout; their requests are the library's. No fetch
// session: every request is a full one, so scans never depend on a broker's session state.

const READ_COMMITTED = 1;
const REQUESTS = { 13: fetchV13, 14: fetchV14, 15: fetchV15, 16: fetchV16, 17: fetchV17 } as const;

export interface RawFetchPartition {
  partition: number;
  fetchOffset: bigint;
  partitionMaxBytes: number;
}

export interface RawFetchRequest {
  topicId: string;
  maxWaitMs: number;
  maxBytes: number;
  partitions: RawFetchPartition[];
}

export interface RawPartitionAnswer {
  partitionIndex: number;
  highWatermark: bigint;
  /** Transactions aborted in the range answered (read_committed leaves their records out). */
  aborted: AbortedTransaction[];
  /** The partition's record set (views of the answer's chunks), or null when it has none. */
  records: RecordParts | null;
  /** The fetch offset is no longer in the log (retention or DeleteRecords moved its start past it). */
  outOfRange?: boolean;
}

/** Kafka's OFFSET_OUT_OF_RANGE: an answer about one partition that the reader handles (failover.ts). */
const OFFSET_OUT_OF_RANGE = 1;

function skipTaggedFields(r: Reader): void {
  const count = r.readUnsignedVarInt();
  for (let i = 0; i < count; i++) {
    r.readUnsignedVarInt();
    r.skip(r.readUnsignedVarInt());
  }
}

function parseResponse(_correlationId: number, apiKey: number, apiVersion: number, r: Reader) {
  const errors: Array<[string, [number, null]]> = [];
  r.readInt32(); // throttle time
  const errorCode = r.readInt16();
  if (errorCode !== 0) errors.push(['', [errorCode, null]]);
  r.readInt32(); // session id
  const partitions: RawPartitionAnswer[] = [];
  r.readArray((topic) => {
    topic.readUUID();
    topic.readArray(
      (p, j) => {
        const partitionIndex = p.readInt32();
        const partitionError = p.readInt16();
        const outOfRange = partitionError === OFFSET_OUT_OF_RANGE;
        if (partitionError !== 0 && !outOfRange) errors.push([`/partitions/${j}`, [partitionError, null]]);
        const highWatermark = p.readInt64();
        p.readInt64(); // last stable offset
        p.readInt64(); // log start offset
        const aborted =
          p.readNullableArray((a) => ({
            producerId: Number(a.readInt64()),
            firstOffset: Number(a.readInt64()),
          })) ?? [];
        p.readInt32(); // preferred read replica
        const size = p.readUnsignedVarInt() - 1; // COMPACT_RECORDS: length + 1, 0 for null
        // Views, not a copy: the chunks are the socket's own, and outlive the answer while referenced.
        const records = size > 0 ? p.buffer.subarray(p.position, p.position + size).buffers : null;
        if (size > 0) p.skip(size);
        skipTaggedFields(p);
        partitions.push({
          partitionIndex,
          highWatermark,
          aborted,
          records,
          ...(outOfRange && { outOfRange }),
        });
      },
      true,
      false,
    );
  });
  skipTaggedFields(r);
  if (errors.length > 0)
    throw new ResponseError(apiKey, apiVersion, Object.fromEntries(errors), { partitions });
  return partitions;
}

type RawFetchApi = API<unknown[], RawPartitionAnswer[]>;
const apis = new Map<number, RawFetchApi>();

function apiFor(version: number): RawFetchApi {
  let api = apis.get(version);
  if (!api) {
    const request = REQUESTS[version as keyof typeof REQUESTS];
    if (!request) {
      throw new Error(
        `The broker's Fetch API v${version} is too old to read records (Kafka 3.1 or later needed)`,
      );
    }
    api = createAPI<unknown[], RawPartitionAnswer[]>(
      1,
      version,
      request.createRequest,
      parseResponse as never,
    );
    apis.set(version, api);
  }
  return api;
}

function connect(consumer: Consumer, broker: Broker): Promise<Connection> {
  return new Promise((resolve, reject) =>
    consumer[kGetConnection](broker, (error, connection) =>
      error || !connection ? reject(error) : resolve(connection),
    ),
  );
}

function fetchVersion(consumer: Consumer): Promise<number> {
  return new Promise((resolve, reject) =>
    consumer[kGetApi]('Fetch', (error, api) =>
      error || !api ? reject(error) : resolve(Math.min(api.version, 17)),
    ),
  );
}

/**
 * One Fetch to `broker` for one topic; resolves with each partition's answer. Errors Kafka or the
 * client mark retriable (a dropped connection, a leader moment) are retried twice, as the client's
 * own fetch does.
 */
export async function fetchRaw(
  consumer: Consumer,
  broker: Broker,
  request: RawFetchRequest,
): Promise<RawPartitionAnswer[]> {
  // Identical fetches (a hundred users on one page ask for the same offsets) are shared: one in
  // flight, the ones that come meanwhile share the next, sent after they came (kafka/coalesce.ts
  // fresh()). Records are read out of an answer, never written into it (scan workers get a copy).
  // Only fetches that answer at once (history): a tail's fetch waits at the broker for new records.
  const key =
    request.maxWaitMs === 0
      ? `reader-fetch:${broker.host}:${broker.port}:${request.topicId}:${request.maxBytes}:${request.partitions
          .map((p) => `${p.partition}@${p.fetchOffset}/${p.partitionMaxBytes}`)
          .join(',')}`
      : undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await (key
        ? readFresh(consumer, key, () => fetchOnce(consumer, broker, request))
        : fetchOnce(consumer, broker, request));
    } catch (error) {
      if (attempt >= 2 || findErrorBy(error as Error, 'canRetry', false)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
}

async function fetchOnce(
  consumer: Consumer,
  broker: Broker,
  request: RawFetchRequest,
): Promise<RawPartitionAnswer[]> {
  const [connection, version] = await Promise.all([connect(consumer, broker), fetchVersion(consumer)]);
  const topics = [
    {
      topicId: request.topicId,
      partitions: request.partitions.map((p) => ({
        partition: p.partition,
        fetchOffset: p.fetchOffset,
        partitionMaxBytes: p.partitionMaxBytes,
        currentLeaderEpoch: -1,
        lastFetchedEpoch: -1,
      })),
    },
  ];
  // Session id 0 and epoch -1: a full fetch that opens no session.
  return apiFor(version).async(
    connection,
    request.maxWaitMs,
    1,
    request.maxBytes,
    READ_COMMITTED,
    0,
    -1,
    topics,
    [],
    '',
  );
}
