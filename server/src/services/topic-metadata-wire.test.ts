import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metadataV12, Reader, Writer } from '@platformatic/kafka';
import { decodeMetadata } from './topic-metadata-wire.ts';

// The own Metadata decoder against @platformatic/kafka's on the same bytes: every field the console
// reads, for topics with several partitions, an unknown topic, a rack and a tagged field.

interface Part {
  error: number;
  id: number;
  leader: number;
  replicas: number[];
  isr: number[];
  offline: number[];
}

const ints = (w: Writer, list: number[]) => w.appendArray(list, (x, v) => x.appendInt32(v), true, false);

function answer(
  topics: Array<{ error: number; name: string; id: string; internal: boolean; parts: Part[] }>,
) {
  const w = Writer.create()
    .appendInt32(7) // throttle time
    .appendArray(
      [
        { id: 1, host: 'a.example', port: 9092, rack: 'r1' },
        { id: 2, host: 'b.example', port: 9093, rack: null },
      ],
      (x, b) => x.appendInt32(b.id).appendString(b.host).appendInt32(b.port).appendString(b.rack),
    )
    .appendString('cluster-id')
    .appendInt32(1)
    .appendArray(topics, (x, t) => {
      x.appendInt16(t.error)
        .appendString(t.name)
        .appendUUID(t.id)
        .appendBoolean(t.internal)
        .appendArray(t.parts, (y, p) => {
          y.appendInt16(p.error).appendInt32(p.id).appendInt32(p.leader).appendInt32(5);
          ints(y, p.replicas);
          ints(y, p.isr);
          ints(y, p.offline);
        })
        .appendInt32(-2147483648);
    });
  // One tagged field at the end: skipped by both.
  w.appendUnsignedVarInt(1).appendUnsignedVarInt(0).appendUnsignedVarInt(2).appendInt16(0);
  return w.buffer;
}

test('names, flags, ids and partitions as the library decodes them; unknown topics left out', () => {
  const part = (id: number, leader: number): Part => ({
    error: leader < 0 ? 5 : 0,
    id,
    leader,
    replicas: [1, 2],
    isr: leader < 0 ? [] : [leader],
    offline: leader < 0 ? [1] : [],
  });
  const bytes = answer([
    {
      error: 0,
      name: 'orders',
      id: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      internal: false,
      parts: [part(2, 1), part(0, 2), part(1, -1)],
    },
    { error: 3, name: 'missing', id: '00000000-0000-0000-0000-000000000000', internal: false, parts: [] },
    {
      error: 0,
      name: '__consumer_offsets',
      id: '11111111-2222-3333-4444-555555555555',
      internal: true,
      parts: [part(0, 1)],
    },
    {
      error: 0,
      name: 'ünïcode-topic',
      id: '99999999-2222-3333-4444-555555555555',
      internal: false,
      parts: [],
    },
  ]);
  const mine = decodeMetadata(bytes);
  let theirs: metadataV12.MetadataResponse;
  try {
    theirs = metadataV12.parseResponse(0, 3, 12, Reader.from(bytes));
  } catch (error) {
    theirs = (error as { response: metadataV12.MetadataResponse }).response;
  }
  assert.deepEqual(
    [...mine.brokers.values()],
    theirs.brokers.map((b) => ({
      id: b.nodeId,
      host: b.host,
      port: b.port,
      ...(b.rack ? { rack: b.rack } : {}),
    })),
  );
  const expected = theirs.topics
    .filter((t) => t.errorCode === 0)
    .map((t) => ({
      name: t.name,
      topicId: t.topicId,
      kafkaInternal: t.isInternal,
      partitions: t.partitions
        .map((p) => ({ id: p.partitionIndex, leader: p.leaderId, replicas: p.replicaNodes, isr: p.isrNodes }))
        .sort((a, b) => a.id - b.id),
    }));
  const decoded = [...mine.topics.values()].map((t) => ({
    name: t.name,
    topicId: t.topicId,
    kafkaInternal: t.kafkaInternal,
    partitions: t.partitions,
  }));
  assert.deepEqual(decoded, expected);
  assert.deepEqual([...mine.topics.keys()], ['orders', '__consumer_offsets', 'ünïcode-topic']);
  // Decoded once: the same array on the next read.
  const orders = mine.topics.get('orders');
  assert.equal(orders?.partitions, orders?.partitions);
});
