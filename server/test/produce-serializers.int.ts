import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { TopicDataPage, TopicRecord } from '@console/contract';
import { confluentPython, endpoints, fetchConfluent } from '@console/stack';
import { confluentProduce } from './decode-support.ts';
import { json, present, type RunningServer, startServer } from './helpers.ts';
import { ensureKcat, KCAT } from './kcat.ts';
import { createTopic, deleteTopics, MAIN, uniqueName } from './topic-data-support.ts';

// Issue 14, produce: every serializer of the produce form writes the bytes it promises, read back
// byte for byte by kcat (a client that is not ours) and then through the console with the matching
// deserializer; registry subjects (Avro, Protobuf and JSON Schema, by subject and version, a chosen
// Protobuf message type) frame the bytes as Confluent's serializers do. Expected bytes are written
// out by hand here, from the formats' specifications, or are the bytes Confluent's own Python
// serializers wrote for the same record (item 12: "copy a record, produce it again").

const run = promisify(execFile);
/** Node 21+; TypeScript's lib does not declare it yet. */
const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;
let server: RunningServer;
const topics: string[] = [];
const subjects: string[] = [];

interface Raw {
  offset: number;
  key: Buffer | undefined;
  value: Buffer | undefined;
}

/** Every record of partition 0 as the bytes Kafka holds: kcat prints lengths, then the raw bytes. */
async function held(topic: string): Promise<Raw[]> {
  const { stdout } = await run(
    KCAT,
    [
      '-C',
      '-b',
      MAIN.join(','),
      '-t',
      topic,
      '-p',
      '0',
      '-o',
      'beginning',
      '-e',
      '-q',
      '-f',
      '%o %K %S\n%k%s\n',
    ],
    { encoding: 'buffer', timeout: 60_000, maxBuffer: 64 << 20 },
  );
  const out: Raw[] = [];
  let at = 0;
  while (at < stdout.length) {
    const end = stdout.indexOf(0x0a, at);
    const [offset, k, s] = stdout.subarray(at, end).toString('latin1').split(' ').map(Number);
    at = end + 1;
    const part = (length: number) => {
      if (length < 0) return undefined;
      const bytes = Buffer.from(stdout.subarray(at, at + length));
      at += length;
      return bytes;
    };
    const key = part(k as number);
    const value = part(s as number);
    at += 1;
    out.push({ offset: offset as number, key, value });
  }
  return out;
}

async function produce(topic: string, body: Record<string, unknown>): Promise<Response> {
  return server.get(`/api/main/topic/${topic}/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partition: 0, ...body }),
  });
}

async function produced(topic: string, body: Record<string, unknown>): Promise<TopicRecord> {
  const response = await produce(topic, body);
  assert.equal(response.status, 200, await response.clone().text());
  return present((await json<TopicRecord[]>(response))[0], 'produced record');
}

async function readBack(topic: string, query: string): Promise<TopicRecord[]> {
  const response = await server.get(`/api/main/topic/${topic}/data?sort=Oldest&partition=0&${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return (await json<TopicDataPage>(response)).results ?? [];
}

/** Registers a schema straight with the registry (not through the console); answers its id. */
async function register(subject: string, schema: string, schemaType = 'AVRO'): Promise<number> {
  subjects.push(subject);
  const response = await fetch(`${endpoints.registry.url}/subjects/${encodeURIComponent(subject)}/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
    body: JSON.stringify({ schema, ...(schemaType === 'AVRO' ? {} : { schemaType }) }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { id: number }).id;
}

const framed = (id: number, body: string) => {
  const header = Buffer.alloc(5);
  header.writeUInt32BE(id, 1);
  return Buffer.concat([header, Buffer.from(body.replace(/\s+/g, ''), 'hex')]).toString('hex');
};

before(async () => {
  ensureKcat();
  server = await startServer();
});

after(async () => {
  await deleteTopics('main', topics);
  for (const subject of subjects) {
    const url = `${endpoints.registry.url}/subjects/${encodeURIComponent(subject)}`;
    await fetch(url, { method: 'DELETE' }).catch(() => {});
    await fetch(`${url}?permanent=true`, { method: 'DELETE' }).catch(() => {});
  }
  await server.close();
});

describe('serializers without a registry', () => {
  // [serializer, text typed, bytes Kafka must hold (hex), text read back with that deserializer]
  const cases: Array<[string, string, string, string]> = [
    ['STRING', 'héllo wörld', '68c3a96c6c6f2077c3b6726c64', 'héllo wörld'],
    [
      'JSON',
      '{"a": [1, 2.5, "x"]}',
      Buffer.from('{"a": [1, 2.5, "x"]}').toString('hex'),
      '{"a": [1, 2.5, "x"]}',
    ],
    ['INT16', '-2', 'fffe', '-2'],
    ['UINT16', '65535', 'ffff', '65535'],
    ['INT32', '-123456789', 'f8a432eb', '-123456789'],
    ['UINT32', '4294967295', 'ffffffff', '4294967295'],
    ['INT64', '-9223372036854775808', '8000000000000000', '-9223372036854775808'],
    ['UINT64', '18446744073709551615', 'ffffffffffffffff', '18446744073709551615'],
    ['FLOAT', '1.5', '3fc00000', '1.5'],
    ['DOUBLE', '-0.1', 'bfb999999999999a', '-0.1'],
    [
      'UUID',
      '123e4567-e89b-12d3-a456-426614174000',
      '123e4567e89b12d3a456426614174000',
      '123e4567-e89b-12d3-a456-426614174000',
    ],
    ['HEX', 'de ad be ef 00', 'deadbeef00', 'deadbeef00'],
    ['BASE64', '3q2+7wA=', 'deadbeef00', '3q2+7wA='],
    [
      'MSGPACK',
      '{"a":[1,true,null],"b":"x"}',
      '82a16193 01c3c0 a162 a178'.replace(/\s/g, ''),
      '{"a":[1,true,null],"b":"x"}',
    ],
  ];

  test('each writes the bytes Kafka holds (kcat) and reads back as typed', async () => {
    const topic = uniqueName('serializers');
    topics.push(topic);
    await createTopic('main', topic, 1);
    for (const [serializer, text] of cases) {
      const answer = await produced(topic, {
        key: text,
        value: text,
        keySerializer: serializer,
        valueSerializer: serializer,
      });
      // The answer shows what was sent and how, not the bytes read as text.
      assert.equal(answer.key, text, serializer);
      assert.equal(answer.value, text, serializer);
      assert.equal(answer.valueFormat, serializer);
    }
    const bytes = await held(topic);
    assert.deepEqual(
      bytes.map((r) => [r.key?.toString('hex'), r.value?.toString('hex')]),
      cases.map(([, , hex]) => [hex, hex]),
    );
    for (const [i, [serializer, , , shown]] of cases.entries()) {
      const [record] = await readBack(
        topic,
        `offset=${i}&size=1&keyDeserializer=${serializer}&valueDeserializer=${serializer}`,
      );
      assert.equal(record?.value, shown, `${serializer} read back`);
      assert.equal(record?.key, shown, `${serializer} key read back`);
    }
  });

  test('text that is not of the chosen kind is refused with a 400 naming the part', async () => {
    const topic = uniqueName('serializers-bad');
    topics.push(topic);
    await createTopic('main', topic, 1);
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ value: '70000', valueSerializer: 'INT16' }, /^value: .*INT16.*out of range/],
      [{ value: '1.5', valueSerializer: 'INT32' }, /^value: .*not a whole number/],
      [{ key: 'xyz', keySerializer: 'HEX', value: 'v' }, /^key: .*hex/],
      [{ value: 'not base64!', valueSerializer: 'BASE64' }, /^value: .*base64/],
      [{ value: '{"a":', valueSerializer: 'JSON' }, /^value: .*not valid JSON/],
      [{ value: '123e4567', valueSerializer: 'UUID' }, /^value: .*not a UUID/],
    ];
    for (const [body, message] of refusals) {
      const response = await produce(topic, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(((await response.json()) as { message: string }).message, message);
    }
    assert.deepEqual(await held(topic), [], 'nothing was written');
  });
});

describe('serializers through the registry', () => {
  test('Avro, Protobuf (a chosen type, framed or not) and JSON Schema by subject and version', async () => {
    const topic = uniqueName('registry');
    topics.push(topic);
    await createTopic('main', topic, 1);
    const avroSubject = `${topic}-avro`;
    const avroV1 = await register(
      avroSubject,
      JSON.stringify({ type: 'record', name: 'Pair', fields: [{ name: 'name', type: 'string' }] }),
    );
    const avroV2 = await register(
      avroSubject,
      JSON.stringify({
        type: 'record',
        name: 'Pair',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'n', type: 'int', default: 0 },
        ],
      }),
    );
    const protoSubject = `${topic}-proto`;
    const protoId = await register(
      protoSubject,
      'syntax = "proto3";\npackage it;\nmessage First { string id = 1; }\nmessage Pair { string name = 1; int32 n = 2; }\n',
      'PROTOBUF',
    );
    const jsonSubject = `${topic}-json`;
    const jsonId = await register(
      jsonSubject,
      JSON.stringify({ type: 'object', properties: { name: { type: 'string' } } }),
      'JSON',
    );

    const latest = await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: avroSubject,
    });
    const first = await produced(topic, {
      value: '{"name":"ab"}',
      valueSchema: avroSubject,
      valueSchemaVersion: 1,
    });
    const second = await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: protoSubject,
      valueProtobufType: 'Pair',
    });
    await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'PROTOBUF',
      valueSchema: protoSubject,
      valueProtobufType: 'it.Pair',
    });
    await produced(topic, {
      value: '{"name": "ab"}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: jsonSubject,
    });

    // The answer tells how each was written.
    assert.deepEqual(
      [latest, first, second].map((r) => [
        r.value,
        r.valueFormat,
        r.valueSubject,
        r.valueSchemaId,
        r.valueSchemaVersion,
      ]),
      [
        ['{"name":"ab","n":3}', 'AVRO', avroSubject, String(avroV2), 2],
        ['{"name":"ab"}', 'AVRO', avroSubject, String(avroV1), 1],
        ['{"name":"ab","n":3}', 'PROTOBUF', protoSubject, String(protoId), 1],
      ],
    );
    // Avro: string = zigzag length + UTF-8, int = zigzag varint. Protobuf: field 1 (0a) length-
    // delimited, field 2 (10) varint; the second message type's index path [1] is 02 02.
    assert.deepEqual(
      (await held(topic)).map((r) => r.value?.toString('hex')),
      [
        framed(avroV2, '04 6162 06'),
        framed(avroV1, '04 6162'),
        framed(protoId, '02 02 0a 02 6162 10 03'),
        '0a02616210 03'.replace(/\s/g, ''),
        framed(jsonId, Buffer.from('{"name": "ab"}').toString('hex')),
      ],
    );
    // And the console reads them back as the same JSON.
    const shown = (await readBack(topic, 'size=3')).map((r) => JSON.parse(present(r.value)));
    assert.deepEqual(shown, [{ name: 'ab', n: 3 }, { name: 'ab' }, { name: 'ab', n: 3 }]);
  });

  test('JSON that does not fit the chosen type is refused, never written as another message', async () => {
    const topic = uniqueName('registry-bad');
    topics.push(topic);
    await createTopic('main', topic, 1);
    const protoSubject = `${topic}-proto`;
    await register(
      protoSubject,
      'syntax = "proto3";\nmessage First { string id = 1; }\nmessage Second { string name = 1; }\n',
      'PROTOBUF',
    );
    const avroSubject = `${topic}-avro`;
    await register(
      avroSubject,
      JSON.stringify({ type: 'record', name: 'R', fields: [{ name: 'n', type: 'int' }] }),
    );
    const jsonSubject = `${topic}-json`;
    await register(
      jsonSubject,
      JSON.stringify({
        type: 'object',
        properties: { name: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
        required: ['name'],
      }),
      'JSON',
    );
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      // As Confluent's JSONSerializer, values the JSON schema refuses are not written.
      [{ value: '{"name": 1}', valueSchema: jsonSubject }, /^value: .*JSON schema: \/name must be string/],
      [{ value: '{"name":"x","at":"soon"}', valueSchema: jsonSubject }, /\/at must match format "date-time"/],
      [{ value: '{}', valueSchema: jsonSubject }, /must have required property 'name'/],
      // JSON of the second type, sent without choosing it: used to write an empty First message.
      [{ value: '{"name":"x"}', valueSchema: protoSubject }, /^value: .*First.*unknown field.*name/],
      [
        { value: '{"name":"x"}', valueSchema: protoSubject, valueProtobufType: 'Third' },
        /no message type 'Third'.*First, Second/,
      ],
      [{ value: '{"n":"x"}', valueSchema: avroSubject }, /^value: .*'n'.*not an Avro int/],
      [{ value: '{"n":1,"m":2}', valueSchema: avroSubject }, /^value: .*no field 'm'/],
      [{ value: 'plain', valueSchema: avroSubject }, /^value: .*not valid JSON/],
      [{ value: '{}', valueSerializer: 'SCHEMA_REGISTRY' }, /^value: .*choose the subject/],
      [{ value: '{}', valueSchema: `${topic}-missing` }, /^value: .*subject '.*-missing'/],
    ];
    for (const [body, message] of refusals) {
      const response = await produce(topic, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(((await response.json()) as { message: string }).message, message);
    }
    assert.deepEqual(await held(topic), [], 'nothing was written');
  });
});

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
    const topic = uniqueName('avro-copy');
    topics.push(topic);
    subjects.push(`${topic}-value`);
    await createTopic('main', topic, 1);
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
    const topic = uniqueName('proto-second');
    topics.push(topic);
    subjects.push(`${topic}-value`);
    await createTopic('main', topic, 1);
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
    const topic = uniqueName('string-key');
    topics.push(topic);
    subjects.push(`${topic}-key`);
    await createTopic('main', topic, 1);
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
