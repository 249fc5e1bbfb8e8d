import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ErrorBody, Schema, SchemaList } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

// Name patterns on the schema registry (spec §6, akhq-api.md §1.6): a user whose group reads
// only `payments-.*` subjects sees only those in lists and is refused the others by name.

const registryUrl = 'http://127.0.0.1:8085/apis/ccompat/v7';

describe('schema registry permissions by subject pattern', () => {
  const server = securedConsole({
    users: ['orders', 'admin'],
    grants: {
      orders: {
        group: 'payments-schemas',
        role: 'schema-reader',
        permissions: [{ resources: ['SCHEMA'], actions: ['READ', 'UPDATE', 'CREATE'] }],
        patterns: ['payments-.*'],
        clusters: ['main'],
      },
    },
  });
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...server.as.orders, ...init.headers } });

  test('lists hold only the subjects the patterns allow', async () => {
    const list = await json<SchemaList>(await call('/api/main/schema'));
    assert.deepEqual(
      list.results?.map((s) => s.subject),
      ['payments-avro-value'],
    );
    // Filtered before paging: the count is of what the caller sees.
    assert.equal(list.total, list.results?.length);
    assert.deepEqual(await (await call('/api/main/schemas')).json(), ['payments-avro-value']);
  });

  test('one subject: allowed by pattern and action, refused otherwise', async () => {
    assert.equal((await call('/api/main/schema/payments-avro-value')).status, 200);
    assert.equal((await call('/api/main/schema/payments-avro-value/version')).status, 200);
    const other = await call('/api/main/schema/customers-proto-value');
    assert.equal(other.status, 403);
    assert.match((await json<ErrorBody>(other)).message, /'customers-proto-value'/);
    // No DELETE action at all: refused before the name is looked at, and the subject stays.
    assert.equal((await call('/api/main/schema/payments-avro-value', { method: 'DELETE' })).status, 403);
    assert.equal((await call('/api/main/schema/payments-avro-value')).status, 200);
    // UPDATE is granted but not on this name.
    const update = await call('/api/main/schema/customers-proto-value/compatibility', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schema: 'syntax = "proto3";', schemaType: 'PROTOBUF' }),
    });
    assert.equal(update.status, 403);
  });

  test('a schema id answers only for a subject the patterns allow', async () => {
    const idOf = async (subject: string) =>
      ((await (await fetch(`${registryUrl}/subjects/${subject}/versions/latest`)).json()) as Schema).id;
    const allowed = await call(`/api/main/schema/id/${await idOf('payments-avro-value')}`);
    assert.equal(allowed.status, 200);
    assert.equal((await json<Schema>(allowed)).subject, 'payments-avro-value');
    // Was a leak: the subject's name came back whatever the caller's patterns.
    const hidden = await call(`/api/main/schema/id/${await idOf('customers-proto-value')}`);
    assert.equal(hidden.status, 403);
    assert.doesNotMatch(await hidden.text(), /customers-proto-value/);
  });

  test("a topic's preferred schemas: the topic is checked by name, hidden subjects left out", async () => {
    const preferred = await call('/api/main/schema/topic/payments-avro');
    assert.equal(preferred.status, 200);
    const body = await json<{ key: Schema[]; value: Schema[] }>(preferred);
    assert.deepEqual(
      body.value.map((s) => s.subject),
      ['payments-avro-value'],
    );
    assert.deepEqual(
      body.key.map((s) => s.subject),
      ['payments-avro-value'],
    );
    assert.equal((await call('/api/main/schema/topic/customers-proto')).status, 403);
  });

  test('creating a subject outside the patterns is refused by its name', async () => {
    const subject = `customers-denied-${Math.random().toString(36).slice(2, 8)}`;
    const created = await call('/api/main/schema', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject, schema: '{"type":"string"}' }),
    });
    assert.equal(created.status, 403);
    assert.match((await json<ErrorBody>(created)).message, new RegExp(`'${subject}'`));
    assert.equal((await fetch(`${registryUrl}/subjects/${subject}/versions`)).status, 404);
  });

  test('the global compatibility level needs UPDATE on every subject, not on some', async () => {
    const level = async () =>
      ((await (await fetch(`${registryUrl}/config`)).json()) as { compatibilityLevel: string })
        .compatibilityLevel;
    const before = await level();
    const other = before === 'FULL' ? 'NONE' : 'FULL';
    // UPDATE on payments-.* only: every other subject follows the global level too, so it is refused.
    const refused = await server.request('/api/main/schemas/config', server.as.orders, 'PUT', {
      compatibilityLevel: other,
    });
    assert.equal(refused.status, 403);
    assert.match((await json<ErrorBody>(refused)).message, /needs SCHEMA UPDATE on all subjects/);
    assert.equal(await level(), before);
    // Reading it needs only READ.
    assert.equal((await call('/api/main/schemas/config')).status, 200);
    // A caller whose patterns cover every subject (admin: .*) changes it.
    const allowed = await server.request('/api/main/schemas/config', server.as.admin, 'PUT', {
      compatibilityLevel: before,
    });
    assert.equal(allowed.status, 200, await allowed.clone().text());
    assert.equal(await level(), before);
  });

  test('other areas and other clusters stay closed', async () => {
    assert.equal((await call('/api/main/connect/demo-connect')).status, 403);
    assert.equal((await fetch(`${server.url}/api/main/schema`)).status, 401);
  });
});
