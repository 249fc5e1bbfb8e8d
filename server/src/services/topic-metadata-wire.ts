import { type Connection, createAPI, metadataV12, type Reader } from '@platformatic/kafka';
import type { BrokerInfo, PartitionMeta, TopicMeta } from './topic-metadata.ts';

// Metadata v12 read as bytes and decoded here, not by @platformatic/kafka. At 10,000 topics the
// library's decoder reads every field through a chunked buffer (each read walks the socket chunks)
// and builds every partition's arrays, and the list then copied that into its snapshot: ~75 ms of
// CPU per whole-cluster answer (bench/topic-list list-parts.ts). Here the body is one Buffer, a
// topic is its name, internal flag and where its fields are; its id and partitions are decoded
// when first asked for (the list pages 25 topics of 10,000). Same schema as the library's
// (Kafka's MetadataResponse.json, version 12):
//
//   Response => throttle_time_ms:INT32 [brokers] cluster_id:COMPACT_NULLABLE_STRING controller_id:INT32 [topics] TAG_BUFFER
//     brokers => node_id:INT32 host:COMPACT_STRING port:INT32 rack:COMPACT_NULLABLE_STRING TAG_BUFFER
//     topics => error_code:INT16 name:COMPACT_NULLABLE_STRING topic_id:UUID is_internal:BOOLEAN [partitions] topic_authorized_operations:INT32 TAG_BUFFER
//       partitions => error_code:INT16 partition_index:INT32 leader_id:INT32 leader_epoch:INT32 [replica_nodes:INT32] [isr_nodes:INT32] [offline_replicas:INT32] TAG_BUFFER

/** The response body after the header, as one Buffer (copied out of the connection's chunks). */
function bodyOf(_correlationId: number, _apiKey: number, _apiVersion: number, reader: Reader): Buffer {
  return reader.buffer.slice(reader.position, reader.length);
}

const metadataBytesV12 = createAPI<[string[] | null, boolean, boolean], Buffer>(
  3,
  12,
  metadataV12.createRequest,
  bodyOf,
);

/** Metadata of `topics` (null: every topic), undecoded. */
export function metadataBytes(connection: Connection, topics: string[] | null): Promise<Buffer> {
  return metadataBytesV12.async(connection, topics, false, false);
}

/** A cursor over one Buffer, reading the protocol's types. */
class Cursor {
  readonly bytes: Buffer;
  at: number;

  constructor(bytes: Buffer, at = 0) {
    this.bytes = bytes;
    this.at = at;
  }

  int16(): number {
    const v = this.bytes.readInt16BE(this.at);
    this.at += 2;
    return v;
  }

  int32(): number {
    const v = this.bytes.readInt32BE(this.at);
    this.at += 4;
    return v;
  }

  varint(): number {
    let value = 0;
    let shift = 0;
    for (;;) {
      const b = this.bytes[this.at++];
      if (b === undefined) throw new RangeError('Metadata answer ends inside a number');
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
      shift += 7;
    }
  }

  /** A compact (nullable) string; null for null. */
  string(): string | null {
    const length = this.varint() - 1;
    if (length < 0) return null;
    const v = this.bytes.toString('utf8', this.at, this.at + length);
    this.at += length;
    return v;
  }

  skipString(): void {
    const length = this.varint() - 1;
    if (length > 0) this.at += length;
  }

  /** A compact array's element count (0 for null). */
  count(): number {
    return Math.max(0, this.varint() - 1);
  }

  int32s(): number[] {
    const n = this.count();
    const out: number[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = this.int32();
    return out;
  }

  skipInt32s(): void {
    const n = this.count();
    this.at += 4 * n;
  }

  skipTags(): void {
    const n = this.varint();
    for (let i = 0; i < n; i++) {
      this.varint();
      const size = this.varint(); // read before `at` is: `at += varint()` would lose the varint's bytes
      this.at += size;
    }
  }
}

/** A topic of the answer: name and flag decoded, id and partitions on first use, then kept. */
class WireTopic implements TopicMeta {
  readonly name: string;
  readonly kafkaInternal: boolean;
  readonly #bytes: Buffer;
  /** Where the topic id starts; the partitions follow it and the internal flag. */
  readonly #idAt: number;
  #partitions: PartitionMeta[] | undefined;

  constructor(name: string, kafkaInternal: boolean, bytes: Buffer, idAt: number) {
    this.name = name;
    this.kafkaInternal = kafkaInternal;
    this.#bytes = bytes;
    this.#idAt = idAt;
  }

  get topicId(): string {
    const hex = this.#bytes.toString('hex', this.#idAt, this.#idAt + 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  get partitions(): PartitionMeta[] {
    this.#partitions ??= readPartitions(new Cursor(this.#bytes, this.#idAt + 17));
    return this.#partitions;
  }
}

function readPartitions(c: Cursor): PartitionMeta[] {
  const n = c.count();
  const partitions: PartitionMeta[] = new Array(n);
  for (let i = 0; i < n; i++) {
    c.at += 2; // error code: a partition without a leader is still listed (leader -1)
    const id = c.int32();
    const leader = c.int32();
    c.at += 4; // leader epoch
    const replicas = c.int32s();
    const isr = c.int32s();
    c.skipInt32s(); // offline replicas
    c.skipTags();
    partitions[i] = { id, leader, replicas, isr };
  }
  return partitions.sort((a, b) => a.id - b.id);
}

/** Skips a topic's partitions without decoding them. */
function skipPartitions(c: Cursor): void {
  const n = c.count();
  for (let i = 0; i < n; i++) {
    c.at += 14; // error code, index, leader, leader epoch
    for (let list = 0; list < 3; list++) c.skipInt32s();
    c.skipTags();
  }
}

export interface DecodedMetadata {
  brokers: Map<number, BrokerInfo>;
  /** Topics without an error (unknown names asked for are left out), in the answer's order. */
  topics: Map<string, TopicMeta>;
}

/** Decodes a Metadata v12 body (metadataBytes): brokers, and each topic's name and flag. */
export function decodeMetadata(bytes: Buffer): DecodedMetadata {
  const c = new Cursor(bytes, 4); // after the throttle time
  const brokers = new Map<number, BrokerInfo>();
  for (let n = c.count(); n > 0; n--) {
    const id = c.int32();
    const host = c.string() ?? '';
    const port = c.int32();
    const rack = c.string();
    c.skipTags();
    brokers.set(id, { id, host, port, ...(rack ? { rack } : {}) });
  }
  c.skipString(); // cluster id
  c.at += 4; // controller id
  const topics = new Map<string, TopicMeta>();
  for (let n = c.count(); n > 0; n--) {
    const errorCode = c.int16();
    const name = c.string();
    const idAt = c.at;
    const internal = bytes[idAt + 16] === 1;
    c.at = idAt + 17;
    skipPartitions(c);
    c.at += 4; // authorized operations
    c.skipTags();
    if (name && errorCode === 0) topics.set(name, new WireTopic(name, internal, bytes, idAt));
  }
  return { brokers, topics };
}
