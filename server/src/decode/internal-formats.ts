// Kafka's own record formats in __consumer_offsets and __transaction_state, rendered as JSON text
// (akhq-api.md §3 Record). The layouts are those of Kafka's coordinator record schemas: the key's
// version says what the record is, the value carries its own version. Flexible versions (compact
// strings, tagged fields) are read as such. Records of kinds not listed here (the consumer group
// protocol of KIP-848, share groups) show their key's group and member ids and the value as bytes.

export const INTERNAL_FORMAT_TOPICS = new Set(['__consumer_offsets', '__transaction_state']);

/** Key types of member records: member metadata, target assignment member, current assignment. */
const MEMBER_KEYS = new Set([5, 7, 8]);

const TRANSACTION_STATES = [
  'Empty',
  'Ongoing',
  'PrepareCommit',
  'PrepareAbort',
  'CompleteCommit',
  'CompleteAbort',
  'Dead',
  'PrepareEpochFence',
];

class Cursor {
  readonly buf: Buffer;
  pos = 0;
  readonly flexible: boolean;
  constructor(buf: Buffer, flexible = false) {
    this.buf = buf;
    this.flexible = flexible;
  }
  get done(): boolean {
    return this.pos >= this.buf.length;
  }
  int8(): number {
    return this.buf.readInt8(this.advance(1));
  }
  int16(): number {
    return this.buf.readInt16BE(this.advance(2));
  }
  int32(): number {
    return this.buf.readInt32BE(this.advance(4));
  }
  int64(): number {
    return Number(this.buf.readBigInt64BE(this.advance(8)));
  }
  uvarint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.buf.readUInt8(this.advance(1));
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
  }
  /** STRING / NULLABLE_STRING, or their COMPACT forms in a flexible version. */
  string(): string | null {
    const length = this.flexible ? this.uvarint() - 1 : this.int16();
    if (length < 0) return null;
    const start = this.advance(length);
    return this.buf.toString('utf8', start, start + length);
  }
  /** BYTES, or COMPACT_BYTES: only their length is shown. */
  bytesLength(): number | null {
    const length = this.flexible ? this.uvarint() - 1 : this.int32();
    if (length < 0) return null;
    this.advance(length);
    return length;
  }
  array<T>(item: () => T): T[] | null {
    const count = this.flexible ? this.uvarint() - 1 : this.int32();
    if (count < 0) return null;
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(item());
    return out;
  }
  taggedFields(): void {
    if (!this.flexible) return;
    const count = this.uvarint();
    for (let i = 0; i < count; i++) {
      this.uvarint();
      this.advance(this.uvarint());
    }
  }
  private advance(n: number): number {
    const at = this.pos;
    if (at + n > this.buf.length) throw new Error(`the record ends after ${this.buf.length} bytes`);
    this.pos += n;
    return at;
  }
}

const iso = (ms: number) => (ms >= 0 ? new Date(ms).toISOString() : ms);

function offsetCommitValue(buf: Buffer) {
  const version = buf.readInt16BE(0);
  if (version > 4) throw new Error(`offset commit value version ${version} is not known`);
  const c = new Cursor(buf.subarray(2), version >= 4);
  const out: Record<string, unknown> = { version, offset: c.int64() };
  if (version >= 3) out.leaderEpoch = c.int32();
  out.metadata = c.string();
  out.commitTimestamp = iso(c.int64());
  if (version === 1) out.expireTimestamp = iso(c.int64());
  c.taggedFields();
  return out;
}

function groupMetadataValue(buf: Buffer) {
  const version = buf.readInt16BE(0);
  if (version > 4) throw new Error(`group metadata value version ${version} is not known`);
  const c = new Cursor(buf.subarray(2), version >= 4);
  const out: Record<string, unknown> = {
    version,
    protocolType: c.string(),
    generation: c.int32(),
    protocol: c.string(),
    leader: c.string(),
  };
  if (version >= 2) out.currentStateTimestamp = iso(c.int64());
  out.members = c.array(() => {
    const member: Record<string, unknown> = { memberId: c.string() };
    if (version >= 3) member.groupInstanceId = c.string();
    member.clientId = c.string();
    member.clientHost = c.string();
    if (version >= 1) member.rebalanceTimeoutMs = c.int32();
    member.sessionTimeoutMs = c.int32();
    member.subscriptionBytes = c.bytesLength();
    member.assignmentBytes = c.bytesLength();
    c.taggedFields();
    return member;
  });
  c.taggedFields();
  return out;
}

function transactionValue(buf: Buffer) {
  const version = buf.readInt16BE(0);
  if (version > 1) throw new Error(`transaction log value version ${version} is not known`);
  const c = new Cursor(buf.subarray(2), version >= 1);
  const producerId = c.int64();
  const producerEpoch = c.int16();
  const transactionTimeoutMs = c.int32();
  const status = c.int8();
  const partitions = c.array(() => {
    const entry = { topic: c.string(), partitions: c.array(() => c.int32()) };
    c.taggedFields();
    return entry;
  });
  const out = {
    version,
    producerId,
    producerEpoch,
    transactionTimeoutMs,
    state: TRANSACTION_STATES[status] ?? status,
    partitions,
    lastUpdateTimestamp: iso(c.int64()),
    startTimestamp: iso(c.int64()),
  };
  c.taggedFields();
  return out;
}

function consumerOffsetsKey(buf: Buffer) {
  const version = buf.readInt16BE(0);
  const c = new Cursor(buf.subarray(2));
  if (version <= 1)
    return { type: 'offset-commit', group: c.string(), topic: c.string(), partition: c.int32() };
  if (version === 2) return { type: 'group-metadata', group: c.string() };
  const out: Record<string, unknown> = { type: `record-type-${version}`, group: c.string() };
  // The consumer group protocol's member records (KIP-848) name the member; other kinds name
  // something else there (a regular expression, a topic), shown as `detail`.
  if (!c.done) out[MEMBER_KEYS.has(version) ? 'memberId' : 'detail'] = c.string();
  return out;
}

/**
 * The record's key or value as JSON text, or undefined when this topic/part has no readable
 * format here (the caller shows the bytes). Throws with the reason when the bytes do not fit.
 */
export function internalText(
  topic: string,
  buf: Buffer,
  isKey: boolean,
  key: Buffer | null,
): string | undefined {
  if (buf.length < 2) throw new Error(`the record is ${buf.length} bytes long`);
  if (topic === '__transaction_state') {
    if (isKey) return JSON.stringify({ transactionalId: new Cursor(buf.subarray(2)).string() });
    return JSON.stringify(transactionValue(buf));
  }
  if (isKey) return JSON.stringify(consumerOffsetsKey(buf));
  const keyVersion = key && key.length >= 2 ? key.readInt16BE(0) : -1;
  if (keyVersion === 0 || keyVersion === 1) return JSON.stringify(offsetCommitValue(buf));
  if (keyVersion === 2) return JSON.stringify(groupMetadataValue(buf));
  return undefined;
}
