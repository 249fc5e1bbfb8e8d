import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CompatibilityResult, ErrorBody, Schema, SchemaList } from '@console/contract';
import { changeRequest, demoConfig, present, type RunningServer, startServer } from './helpers.ts';
import { deleteSubjects } from './registry-support.ts';

// Schema registry API (spec §2.9, akhq-api.md §2.8) against the stack's Apicurio (Confluent API).

const registryUrl = 'http://127.0.0.1:8085/apis/ccompat/v7';
const subject = `it-schema-${Math.random().toString(36).slice(2, 8)}`;
const record = (fields: object[]) => JSON.stringify({ type: 'record', name: 'Probe', fields });
const v1 = record([{ name: 'id', type: 'string' }]);
const v2 = record([
  { name: 'id', type: 'string' },
  { name: 'note', type: 'string', default: '' },
]);
const incompatible = record([{ name: 'id', type: 'int' }]);

describe('schema registry API', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await deleteSubjects([subject]);
    await server.close();
  });

  test('the list holds the seeded subjects with their latest version, filtered by search', async () => {
    // Only the seeded subjects are asserted on: the demo and other tests add subjects of their own,
    // which may fill the first page and match the same searches.
    const all = (await (await server.get('/api/main/schema')).json()) as SchemaList;
    assert.equal(all.pageSize, 25);
    assert.ok((all.results?.length ?? 0) > 0);
    const avroList = (await (
      await server.get('/api/main/schema?search=payments-avro-value')
    ).json()) as SchemaList;
    const avro = present(
      avroList.results?.find((s) => s.subject === 'payments-avro-value'),
      'payments-avro-value',
    );
    assert.equal(avro.schemaType, 'AVRO');
    const latest = (await (
      await fetch(`${registryUrl}/subjects/payments-avro-value/versions/latest`)
    ).json()) as {
      version: number;
    };
    assert.equal(avro.version, latest.version);
    assert.match(present(avro.schema, 'schema'), /"Payment"/);
    const proto = (await (await server.get('/api/main/schema?search=PROTO')).json()) as SchemaList;
    const found = proto.results?.map((s) => s.subject) ?? [];
    assert.ok(found.includes('customers-proto-value'), found.join());
    assert.deepEqual(
      found.filter((s) => !/proto/i.test(s)),
      [],
    );
    assert.equal(proto.results?.find((s) => s.subject === 'customers-proto-value')?.schemaType, 'PROTOBUF');
    const none = await (await server.get('/api/main/schema?search=nothing-matches-this')).json();
    assert.deepEqual(none, { page: 1, total: 0, pageSize: 25 });
    const names = (await (await server.get('/api/main/schemas')).json()) as string[];
    assert.ok(names.includes('events-jsonschema-value'));
  });

  test('preferred schemas of a topic put its own subject first', async () => {
    const body = (await (await server.get('/api/main/schema/topic/payments-avro')).json()) as {
      key: Schema[];
      value: Schema[];
    };
    assert.equal(body.value[0]?.subject, 'payments-avro-value');
    assert.equal(body.value[0]?.schemaType, 'AVRO');
    // No payments-avro-key: the subject starting with the topic name leads, the rest is alphabetical.
    const rest = body.key.slice(1).map((s) => s.subject);
    assert.equal(body.key[0]?.subject, 'payments-avro-value');
    assert.deepEqual(rest, [...rest].sort());
    assert.equal(body.key.length, body.value.length);
  });

  test('pages: page is the total page count, with before/after links', async () => {
    const small = await startServer(demoConfig((c) => ({ ...c, pagination: { 'page-size': 1 } })));
    try {
      const second = (await (await small.get('/api/main/schema?page=2&search=value')).json()) as SchemaList;
      assert.equal(second.results?.length, 1);
      assert.ok(second.page >= 3 && second.total === second.page);
      assert.equal(second.before, '/api/main/schema?page=1&search=value');
      assert.equal(second.after, '/api/main/schema?page=3&search=value');
    } finally {
      await small.close();
    }
  });

  test('create, refuse a duplicate, add a compatible version, refuse an incompatible one', async () => {
    const created = await server.get(
      '/api/main/schema',
      changeRequest('POST', { subject, schema: v1, compatibilityLevel: 'BACKWARD', clusterId: 'main' }),
    );
    assert.equal(created.status, 200);
    const schema = (await created.json()) as Schema;
    assert.equal(schema.version, 1);
    assert.equal(schema.compatibilityLevel, 'BACKWARD');
    assert.equal(schema.schemaType, 'AVRO');

    const again = await server.get('/api/main/schema', changeRequest('POST', { subject, schema: v1 }));
    assert.equal(again.status, 409);
    assert.equal(((await again.json()) as ErrorBody).message, `Subject '${subject}' already exists`);

    const check = await server.get(
      `/api/main/schema/${subject}/compatibility`,
      changeRequest('POST', { schema: v2 }),
    );
    assert.deepEqual(await check.json(), { compatible: true });
    const refused = await server.get(
      `/api/main/schema/${subject}/compatibility`,
      changeRequest('POST', { schema: incompatible }),
    );
    assert.equal(((await refused.json()) as CompatibilityResult).compatible, false);

    const updated = (await (
      await server.get(`/api/main/schema/${subject}`, changeRequest('POST', { subject, schema: v2 }))
    ).json()) as Schema;
    assert.equal(updated.version, 2);

    // Asking for another level with a refused schema leaves the level as it was.
    const bad = await server.get(
      `/api/main/schema/${subject}`,
      changeRequest('POST', { subject, schema: incompatible, compatibilityLevel: 'FORWARD' }),
    );
    assert.equal(bad.status, 409);
    assert.match(((await bad.json()) as ErrorBody).message, /^Schema registry: .*incompatible/i);
    assert.equal(
      ((await (await server.get(`/api/main/schema/${subject}`)).json()) as Schema).compatibilityLevel,
      'BACKWARD',
    );
  });

  test('versions, lookup by id, delete a version, delete the subject', async () => {
    const versions = (await (await server.get(`/api/main/schema/${subject}/version`)).json()) as Schema[];
    assert.deepEqual(
      versions.map((v) => v.version),
      [1, 2],
    );
    const byId = await (await server.get(`/api/main/schema/id/${versions[1]!.id}?topic=it-schema`)).json();
    assert.deepEqual(byId, { id: versions[1]!.id, subject, version: 2 });

    assert.equal(
      (await server.get(`/api/main/schema/${subject}/version/1`, { method: 'DELETE' })).status,
      204,
    );
    const left = (await (await server.get(`/api/main/schema/${subject}/version`)).json()) as Schema[];
    assert.deepEqual(
      left.map((v) => v.version),
      [2],
    );

    assert.equal((await server.get(`/api/main/schema/${subject}`, { method: 'DELETE' })).status, 204);
    const gone = await server.get(`/api/main/schema/${subject}`);
    assert.equal(gone.status, 404);
    assert.match(((await gone.json()) as ErrorBody).message, /not found/i);
    // Soft-deleted subjects linger in the registry until deleted for good.
    const deleted = async () =>
      (await (await fetch(`${registryUrl}/subjects?deleted=true`)).json()) as string[];
    assert.ok((await deleted()).includes(subject));
    assert.equal(
      (await server.get(`/api/main/schema/${subject}?permanent=true`, { method: 'DELETE' })).status,
      204,
    );
    assert.ok(!(await deleted()).includes(subject));
  });

  test('bad input is a 400 naming the field', async () => {
    const noSubject = await server.get('/api/main/schema', changeRequest('POST', { schema: v1 }));
    assert.equal(noSubject.status, 400);
    assert.match(((await noSubject.json()) as ErrorBody).message, /body\.subject/);
    const badLevel = await server.get(
      '/api/main/schema',
      changeRequest('POST', { subject, schema: v1, compatibilityLevel: 'SOME' }),
    );
    assert.match(((await badLevel.json()) as ErrorBody).message, /body\.compatibilityLevel/);
    const mismatch = await server.get(
      '/api/main/schema/payments-avro-value',
      changeRequest('POST', { subject: 'other', schema: v1 }),
    );
    assert.equal(mismatch.status, 400);
    assert.match(((await mismatch.json()) as ErrorBody).message, /^subject: /);
    const unknownId = await server.get('/api/main/schema/id/987654');
    assert.equal(unknownId.status, 404);
    assert.equal(
      ((await unknownId.json()) as ErrorBody).message,
      'Unable to find the registry schema with id 987654 !',
    );
  });

  test('an unreachable registry fails this section only (502) while Kafka calls work', async () => {
    const broken = await startServer(
      demoConfig((c) => {
        c.connections.main!['schema-registry']!.url = 'http://127.0.0.1:1/apis/ccompat/v7';
        return c;
      }),
    );
    try {
      const res = await broken.get('/api/main/schema');
      assert.equal(res.status, 502);
      assert.match(
        ((await res.json()) as ErrorBody).message,
        /^Schema registry is unreachable at http:\/\/127\.0\.0\.1:1/,
      );
      assert.equal((await broken.get('/api/main/node')).status, 200);
    } finally {
      await broken.close();
    }
  });

  test('a GLUE registry is not browsed', async () => {
    const glue = await startServer(
      demoConfig((c) => {
        c.connections.main!['schema-registry']!.type = 'glue';
        return c;
      }),
    );
    try {
      const res = await glue.get('/api/main/schema');
      assert.equal(res.status, 404);
      assert.match(((await res.json()) as ErrorBody).message, /GLUE/);
    } finally {
      await glue.close();
    }
  });
});
