import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { TopicRecord } from '@console/contract';
import { confluentProduce, kcatProduce, REGISTRY, readAll } from './decode-support.ts';
import { type RunningServer, startServer } from './helpers.ts';
import { deleteSubjects } from './registry-support.ts';
import { createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// Records written by Confluent's own Python serializers (confluent-kafka with its Schema Registry
// serializers, registering in the stack's Apicurio through its Confluent API), read back through
// the API (issue 14, items 9, 10, 11, 13). Before the fix: Protobuf registered by these serializers
// came back as base64 and showed as base64 without a subject; an import of a well-known type was
// "no such Type or Enum 'google.protobuf.Timestamp'"; references were never resolved; an Avro long
// beyond 2^53 made the record unreadable; bytes that only looked framed got schema 1's badge.

let server: RunningServer;
const topics: string[] = [];
const subjects: string[] = [];
const suffix = randomBytes(4).toString('hex');

async function topic(what: string): Promise<string> {
  const name = uniqueName(`decode-${what}`);
  topics.push(name);
  await createTopic('main', name, 1);
  return name;
}

/** JSON.parse with every integer as a bigint, from its own digits: what exactly was written. */
function exact(text: string | undefined): unknown {
  assert.ok(text !== undefined, 'no value');
  return JSON.parse(text, (_k, v: unknown, context?: { source?: string }) =>
    typeof v === 'number' && context?.source !== undefined && /^-?\d+$/.test(context.source)
      ? BigInt(context.source)
      : v,
  );
}

function decodedWithSchema(record: TopicRecord | undefined, subject: string, format: string): TopicRecord {
  assert.ok(record, 'record missing');
  assert.equal(record.exceptions, undefined, `exceptions: ${record.exceptions?.join('; ')}`);
  assert.equal(record.valueSubject, subject);
  assert.equal(record.valueSchemaVersion, 1);
  assert.equal(record.valueFormat, format);
  assert.match(record.valueSchemaId ?? '', /^\d+$/);
  return record;
}

before(async () => {
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', topics);
  await deleteSubjects(subjects);
  await server.close();
});

const pkg = `decode${suffix}`;
const MONEY_PROTO = `syntax = "proto3";
package ${pkg};
message Money {
  string currency = 1;
  int64 units = 2;
}
`;
const ORDER_PROTO = `syntax = "proto3";
package ${pkg};
import "google/protobuf/timestamp.proto";
import "google/protobuf/wrappers.proto";
import "${pkg}/money.proto";
message Customer {
  string id = 1;
  string name = 2;
}
message Order {
  string id = 1;
  google.protobuf.Timestamp placed_at = 2;
  Money total = 3;
  repeated Line lines = 4;
  google.protobuf.StringValue note = 5;
  int64 big = 6;
  message Line {
    string sku = 1;
    int32 qty = 2;
  }
}
`;
const files = { [`${pkg}/money.proto`]: MONEY_PROTO, [`${pkg}/order.proto`]: ORDER_PROTO };

describe('Protobuf written by Confluent serializers (items 9, 10)', () => {
  test('every message type decodes from the registry copy: a base64 descriptor with a well-known import and a reference', async () => {
    const name = await topic('protobuf');
    subjects.push(`${name}-value`, `${pkg}/money.proto`);
    const orders = Array.from({ length: 24 }, (_, i) => ({
      id: `o-${i}`,
      placed_at: `2024-05-06T07:08:${String(10 + i).padStart(2, '0')}.123Z`,
      total: { currency: 'EUR', units: String(2n ** 53n + BigInt(i)) },
      lines: [
        { sku: 'a', qty: i },
        { sku: 'b', qty: 1 },
      ],
      note: `note ${i}`,
      big: String(-(2n ** 63n) + BigInt(i)),
    }));
    const value = (message: string) => ({ format: 'protobuf' as const, files, message });
    // The second message type (index [1]), then the first ([0]), then a nested one ([1, 0]).
    await confluentProduce({
      topic: name,
      value: value(`${pkg}.Order`),
      records: orders.map((o, i) => ({ key: `k-${i}`, value: o })),
    });
    await confluentProduce({
      topic: name,
      value: value(`${pkg}.Customer`),
      records: [{ key: 'c', value: { id: 'c-7', name: 'Ada' } }],
    });
    await confluentProduce({
      topic: name,
      value: value(`${pkg}.Order.Line`),
      records: [{ key: 'l', value: { sku: 'z', qty: 3 } }],
    });

    // What the registry hands back is Confluent's base64 FileDescriptorProto, not .proto text.
    const latest = (await (await fetch(`${REGISTRY}/subjects/${name}-value/versions/latest`)).json()) as {
      schema: string;
      references?: Array<{ name: string }>;
    };
    assert.match(latest.schema, /^[A-Za-z0-9+/]+=*$/, 'the registry answered .proto text, not a descriptor');
    assert.deepEqual(
      latest.references?.map((r) => r.name),
      [`${pkg}/money.proto`],
      'only the non-well-known import is a reference',
    );

    const records = await readAll(server.url, name);
    assert.equal(records.length, 26);
    records.forEach((r) => {
      decodedWithSchema(r, `${name}-value`, 'PROTOBUF');
    });
    assert.deepEqual(
      records.slice(0, 24).map((r) => JSON.parse(r.value as string)),
      orders,
    );
    assert.deepEqual(JSON.parse(records[24]?.value as string), { id: 'c-7', name: 'Ada' });
    assert.deepEqual(JSON.parse(records[25]?.value as string), { sku: 'z', qty: 3 });
    assert.equal(records[0]?.key, 'k-0');
    assert.equal(records[0]?.keyFormat, 'STRING');
  });

  test('a chosen message type reads unframed Protobuf written by protobuf itself', async () => {
    const name = await topic('protobuf-raw');
    const subject = `${name}-value`;
    subjects.push(subject, `${pkg}/money.proto`);
    // The subject holds the schema as Confluent registers it; the topic holds bare messages.
    await confluentProduce({
      topic: name,
      value: { format: 'protobuf', files, message: `${pkg}.Customer` },
      records: [{ key: 'framed', value: { id: 'c-1', name: 'Framed' } }],
    });
    await confluentProduce({
      topic: name,
      value: { format: 'protobuf-unframed', files, message: `${pkg}.Order.Line` },
      records: [{ key: 'bare', value: { sku: 'bare', qty: 9 } }],
    });
    const records = await readAll(
      server.url,
      name,
      `valueDeserializer=PROTOBUF&valueSubject=${subject}&valueProtobufType=Order.Line`,
    );
    // The framed record's header and message indexes are skipped, then read as the chosen type.
    assert.equal(records.length, 2);
    const [framed, bare] = records as [TopicRecord, TopicRecord];
    decodedWithSchema(bare, subject, 'PROTOBUF');
    assert.deepEqual(JSON.parse(bare.value as string), { sku: 'bare', qty: 9 });
    decodedWithSchema(framed, subject, 'PROTOBUF');
    assert.deepEqual(Object.keys(JSON.parse(framed.value as string)), ['sku', 'qty']);
  });
});

const MONEY_AVRO = {
  type: 'record',
  name: 'Money',
  namespace: 'it.decode',
  fields: [
    { name: 'currency', type: 'string' },
    { name: 'cents', type: 'long' },
  ],
};
const READING_AVRO = {
  type: 'record',
  name: 'Reading',
  namespace: 'it.decode',
  fields: [
    { name: 'id', type: 'string' },
    { name: 'counter', type: 'long' },
    { name: 'maybe', type: ['null', 'long'], default: null },
    { name: 'price', type: 'it.decode.Money' },
  ],
};

describe('Avro written by Confluent serializers (items 10, 11, 13)', () => {
  test('longs beyond 2^53 are exact and a referenced record type resolves: 27 of 27 records decoded', async () => {
    const name = await topic('avro');
    const moneySubject = `${name}-money`;
    subjects.push(`${name}-value`, moneySubject);
    // 13 of 27 records carry a long of magnitude 2^53 - 1 or more, as in the issue.
    const big = [
      2n ** 53n - 1n,
      2n ** 53n,
      2n ** 53n + 1n,
      2n ** 63n - 1n,
      -(2n ** 63n),
      -(2n ** 53n) - 3n,
      -(2n ** 53n) + 1n,
      2n ** 62n + 7n,
      2n ** 60n + 1n,
      -(2n ** 61n) - 5n,
      2n ** 63n - 2n,
      2n ** 55n + 3n,
      2n ** 54n - 1n,
    ];
    const counters = Array.from({ length: 27 }, (_, i) => big[i] ?? BigInt(i));
    const readings = counters.map((counter, i) => ({
      id: `r-${i}`,
      counter,
      maybe: i % 3 === 0 ? null : counter,
      price: { currency: 'EUR', cents: 2n ** 62n + BigInt(i) },
    }));
    await confluentProduce({
      topic: name,
      register: [{ subject: moneySubject, schema: JSON.stringify(MONEY_AVRO) }],
      value: {
        format: 'avro',
        schema: JSON.stringify(READING_AVRO),
        references: [{ name: 'it.decode.Money', subject: moneySubject, version: 1 }],
      },
      // Bigints travel as their digits; Python's ints are exact.
      records: readings.map((r, i) => ({ key: `k-${i}`, value: r })),
    });
    const records = await readAll(server.url, name);
    assert.equal(records.length, 27);
    records.forEach((r) => {
      decodedWithSchema(r, `${name}-value`, 'AVRO');
    });
    assert.deepEqual(
      records.map((r) => exact(r.value)),
      readings.map((r, i) => ({ ...r, id: `r-${i}` })),
    );
    // The text itself holds the digits, a JSON number, not a rounded float or a string.
    assert.match(records[3]?.value ?? '', /"counter":9223372036854775807[,}]/);
  });

  test('bytes that merely start like the framing of a real schema get no badge, and say why', async () => {
    const name = await topic('lookalike');
    const subject = `${name}-value`;
    subjects.push(subject);
    await confluentProduce({
      topic: name,
      value: { format: 'avro', schema: JSON.stringify(MONEY_AVRO) },
      records: [{ key: 'real', value: { currency: 'EUR', cents: 1 } }],
    });
    const [real] = await readAll(server.url, name);
    const id = Number(decodedWithSchema(real, subject, 'AVRO').valueSchemaId);
    const header = Buffer.from([0, 0, 0, 0, 0]);
    header.writeUInt32BE(id, 1);
    const lookalikes = [
      Buffer.concat([header, Buffer.from('{"looks":"like json"}')]),
      header, // the header alone: the record's fields are missing
      Buffer.concat([header, Buffer.from([0x02, 0x41, 0x02, 0xff])]), // one byte short of a long
    ];
    await kcatProduce(
      name,
      lookalikes.map((value, i) => ({ key: `fake-${i}`, value })),
    );
    const records = (await readAll(server.url, name)).slice(1);
    assert.equal(records.length, 3);
    records.forEach((r, i) => {
      const bytes = lookalikes[i] as Buffer;
      assert.equal(r.valueSubject, undefined, `record ${i} has the badge of ${r.valueSubject}`);
      assert.equal(r.valueSchemaId, undefined);
      assert.equal(r.valueSchemaVersion, undefined);
      // Shown as the bytes they are: text when they are UTF-8, else base64.
      assert.equal(r.value, r.valueFormat === 'STRING' ? bytes.toString('utf8') : bytes.toString('base64'));
      assert.match(
        r.exceptions?.join(' ') ?? '',
        new RegExp(`starts like the schema registry wire format \\(schema id ${id}\\) but does not decode`),
      );
    });
  });
});

describe('JSON Schema written by Confluent serializers (item 10)', () => {
  test('a schema referencing another subject: values decoded, subject and version shown', async () => {
    const name = await topic('jsonschema');
    const addressSubject = `${name}-address`;
    subjects.push(`${name}-value`, addressSubject);
    const address = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'address.json',
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    };
    const person = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Person',
      type: 'object',
      properties: { name: { type: 'string' }, address: { $ref: 'address.json' } },
      required: ['name'],
    };
    const people = [
      { name: 'Ada', address: { city: 'London' } },
      { name: 'Grace', address: { city: 'Arlington' } },
    ];
    await confluentProduce({
      topic: name,
      register: [{ subject: addressSubject, schema: JSON.stringify(address), schemaType: 'JSON' }],
      value: {
        format: 'json',
        schema: JSON.stringify(person),
        references: [{ name: 'address.json', subject: addressSubject, version: 1 }],
      },
      records: people.map((p) => ({ key: p.name, value: p })),
    });
    const records = await readAll(server.url, name);
    assert.equal(records.length, 2);
    records.forEach((r) => {
      decodedWithSchema(r, `${name}-value`, 'JSON_SCHEMA');
    });
    assert.deepEqual(
      records.map((r) => JSON.parse(r.value as string)),
      people,
    );
  });
});
