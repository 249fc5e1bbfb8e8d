import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { DownloadRecord, TopicDataPage, TopicRecord } from '@console/contract';
import { readEvents, tailEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import {
  confluentProduce,
  kafkaSerializersProduce,
  kcatProduce,
  readAll,
  refused,
  type TypedRecord,
} from './decode-support.ts';
import { present, type RunningServer, startServer } from './helpers.ts';
import { deleteSubjects } from './registry-support.ts';
import { createTopic, deleteTopics, readSearch, uniqueName } from './topic-data-support.ts';

// Each deserializer of the data tab's choice (issue 14) against records written by producers that
// are not ours: Kafka's own serializers (ShortSerializer, LongSerializer, UUIDSerializer, ...),
// kcat with binary files, Python's msgpack and fastavro through Confluent's client. The same choice
// drives the page, search, download, the single-record view and the live tail.

let server: RunningServer;
const topics: string[] = [];
const subjects: string[] = [];
const uuid = randomUUID();

before(async () => {
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', topics);
  await deleteSubjects(subjects);
  await server.close();
});

async function topic(what: string): Promise<string> {
  const name = uniqueName(`deser-${what}`);
  topics.push(name);
  await createTopic('main', name, 1);
  return name;
}

/** Records of partition 0 from `offset` on, `size` of them, read with the query's choice. */
const slice = (name: string, offset: number, size: number, query: string) =>
  readAll(server.url, name, `offset=${offset}&size=${size}&${query}`);

const values = (records: TopicRecord[]) => records.map((r) => r.value);

function clean(records: TopicRecord[], format: string) {
  for (const r of records) {
    assert.equal(r.exceptions, undefined, `offset ${r.offset}: ${r.exceptions?.join('; ')}`);
    assert.equal(r.valueFormat, format);
  }
}

// Written once by Kafka's own serializers, then read in slices, one deserializer per slice.
const KAFKA_WRITTEN: TypedRecord[] = [
  { key: ['string', 's'], value: ['short', '12345'] }, // 0
  { key: ['string', 's'], value: ['short', '-32768'] },
  { key: ['string', 's'], value: ['int', '2147483647'] }, // 2
  { key: ['string', 's'], value: ['int', '-2147483648'] },
  { key: ['long', '9223372036854775807'], value: ['long', '9223372036854775807'] }, // 4
  { key: ['long', '-9223372036854775808'], value: ['long', '-9223372036854775808'] },
  { key: ['long', '42'], value: ['long', '42'] },
  { key: ['string', 'f'], value: ['float', '3.14'] }, // 7
  { key: ['string', 'f'], value: ['float', '-0.1'] },
  { key: ['string', 'd'], value: ['double', '6.02214076E23'] }, // 9
  { key: ['string', 'd'], value: ['double', '-1.5E-300'] },
  { key: ['uuid', uuid], value: ['uuid', uuid] }, // 11
  { key: ['string', 'text'], value: ['string', 'Grüße, 世界 — {"not":"json"'] }, // 12
];

describe('Kafka serializers', () => {
  let name: string;
  before(async () => {
    name = await topic('kafka');
    await kafkaSerializersProduce(name, KAFKA_WRITTEN);
  });

  test('INT16, INT32, INT64 (keys too), FLOAT, DOUBLE, UUID and STRING read what Java wrote', async () => {
    const int16 = await slice(name, 0, 2, 'valueDeserializer=INT16');
    clean(int16, 'INT16');
    assert.deepEqual(values(int16), ['12345', '-32768']);
    const int32 = await slice(name, 2, 2, 'valueDeserializer=INT32');
    clean(int32, 'INT32');
    assert.deepEqual(values(int32), ['2147483647', '-2147483648']);
    const int64 = await slice(name, 4, 3, 'valueDeserializer=INT64&keyDeserializer=INT64');
    clean(int64, 'INT64');
    assert.deepEqual(values(int64), ['9223372036854775807', '-9223372036854775808', '42']);
    assert.deepEqual(
      int64.map((r) => [r.key, r.keyFormat]),
      [
        ['9223372036854775807', 'INT64'],
        ['-9223372036854775808', 'INT64'],
        ['42', 'INT64'],
      ],
    );
    const float = await slice(name, 7, 2, 'valueDeserializer=FLOAT');
    clean(float, 'FLOAT');
    assert.deepEqual(values(float), ['3.14', '-0.1']); // the float's shortest text, as Java prints it
    const double = await slice(name, 9, 2, 'valueDeserializer=DOUBLE');
    clean(double, 'DOUBLE');
    assert.deepEqual(values(double).map(Number), [6.02214076e23, -1.5e-300]);
    const uuids = await slice(name, 11, 1, 'valueDeserializer=UUID&keyDeserializer=UUID');
    clean(uuids, 'UUID');
    assert.deepEqual([uuids[0]?.key, uuids[0]?.value], [uuid, uuid]);
    const text = await slice(name, 12, 1, 'valueDeserializer=STRING');
    clean(text, 'STRING');
    assert.equal(text[0]?.value, 'Grüße, 世界 — {"not":"json"');
  });

  test('a deserializer that does not fit shows the bytes with the reason', async () => {
    const [short] = await slice(name, 0, 1, 'valueDeserializer=INT32');
    assert.deepEqual(short?.exceptions, ['Not INT32: INT32 needs 4 bytes, the record has 2']);
    // 12345 = 0x30 0x39: UTF-8 text "09", shown as such.
    assert.deepEqual([short?.value, short?.valueFormat], ['09', 'STRING']);
    const [notJson] = await slice(name, 12, 1, 'valueDeserializer=JSON');
    assert.match(notJson?.exceptions?.[0] ?? '', /^Not JSON: not valid JSON/);
    assert.equal(notJson?.value, 'Grüße, 世界 — {"not":"json"');
  });

  test('the same choice drives search, download, the single record and the live tail', async () => {
    const choice = 'valueDeserializer=INT64&keyDeserializer=INT64';
    const base = `${server.url}/api/main/topic/${name}/data`;
    // Search: the filter matches the decoded text, not the bytes.
    const { events } = await readSearch(`${base}/search?${choice}&searchByValue=-9223372036854775808_E`);
    const found = events.flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []));
    assert.deepEqual(
      found.map((r) => [r.offset, r.key, r.value]),
      [[5, '-9223372036854775808', '-9223372036854775808']],
    );
    // Download.
    const download = await fetch(`${base}/download?${choice}&offset=4`);
    assert.equal(download.status, 200);
    const downloaded = ((await download.json()) as DownloadRecord[]).filter((r) => r.offset <= 6);
    assert.deepEqual(
      downloaded.map((r) => r.value),
      ['9223372036854775807', '-9223372036854775808', '42'],
    );
    // The single record (share link).
    const single = await fetch(`${base}/record/0/4?${choice}`);
    assert.equal(single.status, 200);
    const [record] = ((await single.json()) as TopicDataPage).results ?? [];
    assert.deepEqual(
      [record?.key, record?.value, record?.valueFormat],
      ['9223372036854775807', '9223372036854775807', 'INT64'],
    );
    // The live tail: a record written after it opened.
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/main/tail/sse?topics=${name}&${choice}`, {
      signal: controller.signal,
    });
    assert.equal(response.status, 200);
    const tailed: TopicRecord[] = [];
    const reading = (async () => {
      try {
        for await (const { event, data } of readEvents(present(response.body), tailEvents)) {
          if (event === 'tailBody') tailed.push(...(data.records ?? []));
        }
      } catch {
        // aborted below
      }
    })();
    try {
      await kafkaSerializersProduce(name, [{ key: ['long', '-7'], value: ['long', '1234567890123456789'] }]);
      await eventually(
        () =>
          assert.deepEqual(
            tailed.map((r) => [r.key, r.value, r.valueFormat]),
            [['-7', '1234567890123456789', 'INT64']],
          ),
        { timeoutMs: 30_000, what: 'the tailed record' },
      );
    } finally {
      controller.abort();
      await reading;
    }
  });
});

describe('binary written by kcat', () => {
  test('UINT16, UINT32, UINT64, a 16-byte UUID, HEX and BASE64', async () => {
    const name = await topic('kcat');
    const ones = (n: number) => Buffer.alloc(n, 0xff);
    const raw = Buffer.from([0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff, 0x0a, 0x0d]);
    const uuidBytes = Buffer.from(uuid.replaceAll('-', ''), 'hex');
    await kcatProduce(name, [
      { key: 'u16', value: ones(2) },
      { key: 'u32', value: ones(4) },
      { key: 'u64', value: ones(8) },
      { key: 'uuid', value: uuidBytes },
      { key: 'raw', value: raw },
    ]);
    const read = async (offset: number, deserializer: string) => {
      const records = await slice(name, offset, 1, `valueDeserializer=${deserializer}`);
      clean(records, deserializer);
      return records[0]?.value;
    };
    assert.equal(await read(0, 'UINT16'), '65535');
    assert.equal(await read(1, 'UINT32'), '4294967295');
    assert.equal(await read(2, 'UINT64'), '18446744073709551615');
    assert.equal(await read(2, 'INT64'), '-1');
    assert.equal(await read(3, 'UUID'), uuid);
    assert.equal(await read(4, 'HEX'), '00017f80feff0a0d');
    assert.equal(await read(4, 'BASE64'), raw.toString('base64'));
    // AUTO shows bytes that are not UTF-8 as base64, and says so.
    const [auto] = await slice(name, 4, 1, '');
    assert.deepEqual([auto?.value, auto?.valueFormat], [raw.toString('base64'), 'BASE64']);
  });
});

describe('MessagePack, JSON and unframed Avro written with Python libraries', () => {
  test('MSGPACK shows JSON with 64-bit integers exact; JSON checks the text', async () => {
    const name = await topic('msgpack');
    const doc = {
      id: 'm-1',
      n: 7,
      big: 2n ** 64n - 1n,
      neg: -(2n ** 63n),
      list: [1, 'two', null],
      f: 1.5,
      ok: true,
    };
    await confluentProduce({
      topic: name,
      value: { format: 'msgpack' },
      records: [{ key: 'm', value: doc }],
    });
    await confluentProduce({
      topic: name,
      value: { format: 'string' },
      records: [
        { key: 'j', value: '{"a": [1, 2, {"b": null}]}' },
        { key: 'bad', value: '{"a": ' },
      ],
    });
    const [packed] = await slice(name, 0, 1, 'valueDeserializer=MSGPACK');
    clean(packed ? [packed] : [], 'MSGPACK');
    assert.equal(
      packed?.value,
      '{"id":"m-1","n":7,"big":18446744073709551615,"neg":-9223372036854775808,"list":[1,"two",null],"f":1.5,"ok":true}',
    );
    const [json, bad] = await slice(name, 1, 2, 'valueDeserializer=JSON');
    assert.deepEqual(
      [json?.value, json?.valueFormat, json?.exceptions],
      ['{"a": [1, 2, {"b": null}]}', 'JSON', undefined],
    );
    assert.match(bad?.exceptions?.[0] ?? '', /^Not JSON: not valid JSON/);
    assert.equal(bad?.value, '{"a": ');
    // Text that is not MessagePack says so.
    const [notPacked] = await slice(name, 2, 1, 'valueDeserializer=MSGPACK');
    assert.match(notPacked?.exceptions?.[0] ?? '', /^Not MSGPACK: not MessagePack/);
  });

  test('SCHEMA_REGISTRY with a subject reads Avro written without the framing', async () => {
    const name = await topic('avro-raw');
    const subject = `${name}-value`;
    subjects.push(subject);
    const schema = JSON.stringify({
      type: 'record',
      name: 'Raw',
      fields: [
        { name: 'id', type: 'string' },
        { name: 'n', type: 'long' },
      ],
    });
    await confluentProduce({
      topic: name,
      register: [{ subject, schema }],
      value: { format: 'avro-unframed', schema },
      records: [
        { key: 'a', value: { id: 'raw-1', n: 2n ** 60n } },
        { key: 'b', value: { id: 'raw-2', n: -1 } },
      ],
    });
    const records = await readAll(
      server.url,
      name,
      `valueDeserializer=SCHEMA_REGISTRY&valueSubject=${subject}`,
    );
    clean(records, 'AVRO');
    assert.deepEqual(values(records), ['{"id":"raw-1","n":1152921504606846976}', '{"id":"raw-2","n":-1}']);
    assert.deepEqual([records[0]?.valueSubject, records[0]?.valueSchemaVersion], [subject, 1]);
    // Without a subject the same bytes are not in the wire format, and the answer says so.
    const [unframed] = await readAll(server.url, name, 'valueDeserializer=SCHEMA_REGISTRY');
    assert.match(unframed?.exceptions?.[0] ?? '', /Not in the schema registry wire format/);
    assert.equal(unframed?.valueSubject, undefined);
  });
});

describe('a wrong choice is a 400 before anything is read', () => {
  test('unknown subject, missing subject, a type the schema lacks, Protobuf of an Avro subject', async () => {
    const name = await topic('refused');
    const subject = `${name}-value`;
    subjects.push(subject);
    await confluentProduce({
      topic: name,
      value: { format: 'avro', schema: '{"type":"record","name":"R","fields":[{"name":"a","type":"int"}]}' },
      records: [{ key: 'k', value: { a: 1 } }],
    });
    assert.equal(
      await refused(server.url, name, 'valueDeserializer=SCHEMA_REGISTRY&valueSubject=no-such-subject-x'),
      "valueSubject: no subject 'no-such-subject-x' in the schema registry",
    );
    assert.equal(
      await refused(server.url, name, 'keyDeserializer=PROTOBUF'),
      'keySubject: keyDeserializer=PROTOBUF needs the subject of the .proto schema',
    );
    assert.equal(
      await refused(server.url, name, `valueDeserializer=PROTOBUF&valueSubject=${subject}`),
      `valueSubject: '${subject}' holds an AVRO schema, not PROTOBUF`,
    );
    const bad = await fetch(`${server.url}/api/main/topic/${name}/data?valueDeserializer=INT8`);
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { message: string }).message, /valueDeserializer/);
  });
});
