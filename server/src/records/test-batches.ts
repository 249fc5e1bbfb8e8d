import { crc32c, createRecordsBatch, type MessageRecord } from '@platformatic/kafka';

// Real Kafka record batches for the unit tests of the batch reader (record-batches.test.ts,
// lazy-records.test.ts), written by the client library's own writer.

export const T0 = 1_700_000_000_000n;
export const TXN = 0x10;
export const CONTROL = 0x20;

/** Four records: a key and plain value, headers and non-ASCII bytes, a tombstone, a 3000-byte value. */
export function messages(): MessageRecord[] {
  return [
    { topic: 't', key: Buffer.from('k1'), value: Buffer.from('plain value'), timestamp: T0 },
    {
      topic: 't',
      value: Buffer.from('ünïcødé ✓'),
      headers: new Map([
        [Buffer.from('h1'), Buffer.from('v1')],
        [Buffer.from('h2'), Buffer.from([0, 255, 1])],
      ]),
      timestamp: T0 + 5n,
    },
    {
      topic: 't',
      key: Buffer.from('tomb'),
      value: null as unknown as Buffer,
      timestamp: T0 + 86_400_000_000n,
    },
    { topic: 't', key: Buffer.alloc(0), value: Buffer.alloc(3000, 'x'), timestamp: T0 - 1000n },
  ];
}

/** One batch of `list` at `baseOffset`, with `attributes` or-ed into its own, CRC recomputed. */
export function batch(
  compression: string,
  baseOffset: bigint,
  attributes = 0,
  producerId = -1n,
  list = messages(),
): Buffer {
  const buf = Buffer.from(createRecordsBatch(list, { compression, producerId } as never).buffer);
  buf.writeBigInt64BE(baseOffset, 0);
  if (attributes) buf.writeInt16BE(buf.readInt16BE(21) | attributes, 21);
  return sealed(buf);
}

/** The batch with its CRC-32C (of everything after the crc field) computed again after an edit. */
export function sealed(buf: Buffer): Buffer {
  buf.writeUInt32BE(crc32c(buf.subarray(21)), 17);
  return buf;
}

/** A transaction marker: a control batch whose one record's key is version 0 + type (0 abort, 1 commit). */
export const marker = (offset: bigint, producerId: bigint, type: 0 | 1) =>
  batch('none', offset, TXN | CONTROL, producerId, [
    { topic: 't', key: Buffer.from([0, 0, 0, type]), value: Buffer.from([0, 0, 0, 0, 0, 0]) },
  ]);
