import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ErrorBody, SchemaList } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

// Name patterns on the schema registry (spec §6, akhq-api.md §1.6): a user whose group reads
// only `payments-.*` subjects sees only those in lists and is refused the others by name.

describe('schema registry permissions by subject pattern', () => {
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'payments-schemas',
        role: 'schema-reader',
        permissions: [{ resources: ['SCHEMA'], actions: ['READ', 'UPDATE'] }],
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

  test('other areas and other clusters stay closed', async () => {
    assert.equal((await call('/api/main/connect/demo-connect')).status, 403);
    assert.equal((await fetch(`${server.url}/api/main/schema`)).status, 401);
  });
});
