import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { confluentPython, endpoints, fetchConfluent } from '@console/stack';
import { confluentProduce } from './decode-support.ts';
import { present } from './helpers.ts';
import {
  held,
  newTopic,
  produce,
  produced,
  rawJson,
  readBack,
  run,
  serializerTests,
  subjects,
} from './produce-serializers-support.ts';
import { MAIN } from './topic-data-support.ts';

// Issue 14 item 12, "copy a record, produce it again": what Confluent's own Python serializers
// wrote, typed into the produce form as the console shows it, is written with the same bytes
// (read back by kcat), for Avro bytes/fixed/longs, a second Protobuf message type and a plain key.

serializerTests();

/** Confluent's AvroSerializer (topic-name subjects, registered on first use); `{"$bytes": b64}` are bytes. */
const AVRO_WRITER = `
import base64, json, sys
from confluent_kafka import Producer
from confluent_kafka.schema_registry import SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroSerializer
from confluent_kafka.serialization import MessageField, SerializationContext

def revive(v):
    if isinstance(v, dict):
        if set(v) == {"$bytes"}:
            return base64.b64decode(v["$bytes"])
        return {k: revive(x) for k, x in v.items()}
    if isinstance(v, list):
        return [revive(x) for x in v]
    return v

job = json.load(sys.stdin)
serializer = AvroSerializer(SchemaRegistryClient({"url": job["registry"]}), job["schema"])
producer = Producer({"bootstrap.servers": job["bootstrap"]})
value = serializer(revive(job["value"]), SerializationContext(job["topic"], MessageField.VALUE))
producer.produce(job["topic"], key=b"from-python", value=value, partition=0)
if producer.flush(30) > 0:
    raise SystemExit("not delivered")
`;

async function pythonAvro(topic: string, schema: unknown, value: unknown): Promise<void> {
  await fetchConfluent();
  const child = run(confluentPython, ['-c', AVRO_WRITER], { timeout: 120_000 });
  child.child.stdin?.end(
    JSON.stringify({
      bootstrap: MAIN[0],
      registry: endpoints.registry.url,
      topic,
      schema: JSON.stringify(schema),
      value,
    }),
  );
  await child;
}

describe("what Confluent's serializers wrote, produced again from what the console shows", () => {
  test('Avro with bytes, fixed, a nullable bytes union and a long beyond 2^53: the same bytes', async () => {
    const topic = await newTopic('avro-copy');
    subjects.push(`${topic}-value`);
    const schema = {
      type: 'record',
      name: 'Blob',
      namespace: 'it.produce',
      fields: [
        { name: 'id', type: 'string' },
        { name: 'raw', type: 'bytes' },
        { name: 'digest', type: { type: 'fixed', name: 'Digest', size: 4 } },
        { name: 'big', type: 'long' },
        { name: 'maybe', type: ['null', 'bytes'], default: null },
        { name: 'kind', type: { type: 'enum', name: 'Kind', symbols: ['SMALL', 'LARGE'] } },
        { name: 'tags', type: { type: 'map', values: 'int' } },
      ],
    };
    await pythonAvro(topic, schema, {
      id: 'b-1',
      raw: { $bytes: Buffer.from([0, 1, 0xfe, 0xff, 0x80]).toString('base64') },
      digest: { $bytes: Buffer.from('deadbeef', 'hex').toString('base64') },
      big: rawJson('1152921504606846977'),
      maybe: { $bytes: Buffer.from('é', 'utf8').toString('base64') },
      kind: 'LARGE',
      tags: { a: 1 },
    });
    const [shown] = await readBack(topic, 'size=1');
    const record = present(shown, 'the record Python wrote');
    assert.equal(record.valueFormat, 'AVRO', record.exceptions?.join('; '));
    // Produce a copy: the JSON shown, through the subject and version it was read with.
    const copy = await produced(topic, {
      key: 'copy',
      value: record.value,
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: record.valueSubject,
      valueSchemaVersion: record.valueSchemaVersion,
    });
    assert.equal(copy.valueSchemaId, record.valueSchemaId);
    const [original, again] = await held(topic);
    assert.equal(again?.value?.toString('hex'), present(original?.value).toString('hex'));
    assert.match(record.value ?? '', /"big":1152921504606846977\b/);
  });

  test('Protobuf: JSON of the second message type is written as that type, as Confluent writes it', async () => {
    const topic = await newTopic('proto-second');
    subjects.push(`${topic}-value`);
    const file = `syntax = "proto3";
package it.produce;
import "google/protobuf/timestamp.proto";
message Order { string id = 1; }
message Refund {
  string order_id = 1;
  int64 cents = 2;
  Reason reason = 3;
  bytes note = 4;
  google.protobuf.Timestamp at = 5;
  repeated Line lines = 6;
  message Line { string sku = 1; int32 count = 2; }
}
enum Reason { UNKNOWN = 0; DAMAGED = 1; }
`;
    const refund = {
      order_id: 'o-7',
      cents: '9007199254740993',
      reason: 'DAMAGED',
      note: Buffer.from([0xff, 0]).toString('base64'),
      at: '2026-01-02T03:04:05.123Z',
      lines: [{ sku: 'a', count: 2 }, { sku: 'b' }],
    };
    await confluentProduce({
      topic,
      value: { format: 'protobuf', files: { 'it/produce/refund.proto': file }, message: 'it.produce.Refund' },
      records: [{ key: 'from-python', value: refund }],
    });
    const [shown] = await readBack(topic, 'size=1');
    const record = present(shown, 'the record Python wrote');
    assert.equal(record.valueFormat, 'PROTOBUF', record.exceptions?.join('; '));
    // Without the type chosen, the first type (Order) is meant: refused, not an empty Order.
    const refused = await produce(topic, { value: record.value, valueSchema: record.valueSubject });
    assert.equal(refused.status, 400);
    assert.match(((await refused.json()) as { message: string }).message, /Order.*unknown field/);
    await produced(topic, {
      key: 'copy',
      value: record.value,
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: record.valueSubject,
      valueProtobufType: 'Refund',
    });
    const [original, again] = await held(topic);
    assert.equal(present(again?.value).toString('hex'), present(original?.value).toString('hex'));
    // Message-index path [1]: the second top-level message.
    assert.equal(present(again?.value).subarray(5, 7).toString('hex'), '0202');
  });

  test('a plain key for a key subject of type string is that string, as Confluent writes it', async () => {
    const topic = await newTopic('string-key');
    subjects.push(`${topic}-key`);
    await confluentProduce({
      topic,
      // The object form: Confluent's AvroSerializer 2.16 fails on the bare '"string"' schema text.
      key: { format: 'avro', schema: '{"type":"string"}' },
      value: { format: 'string' },
      records: [
        { key: 'order-7', value: 'v' },
        { key: '123', value: 'v' },
      ],
    });
    for (const key of ['order-7', '123']) {
      const answer = await produced(topic, { key, keySchema: `${topic}-key`, value: 'v' });
      assert.equal(answer.key, key);
      assert.equal(answer.keyFormat, 'AVRO');
    }
    // A quoted key (AKHQ's way) is the same string.
    await produced(topic, { key: '"order-7"', keySchema: `${topic}-key`, value: 'v' });
    const keys = (await held(topic)).map((r) => r.key?.toString('hex'));
    assert.deepEqual(keys.slice(2), [keys[0], keys[1], keys[0]]);
  });
});
