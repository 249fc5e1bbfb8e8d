import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Schema, SchemaConfig, SchemaList } from '@console/contract';
import { changeRequest, type RunningServer, startServer } from './helpers.ts';
import { deleteSubjects } from './registry-support.ts';

// Issue 15 (schema registry): global and per-subject compatibility read and changed through the
// console, checked against what the registry (Apicurio's Confluent API) then answers; the subject
// list carries each subject's level and sorts on subject, version and compatibility.

const registryUrl = 'http://127.0.0.1:8085/apis/ccompat/v7';
const prefix = `it-compat-${Math.random().toString(36).slice(2, 8)}`;
const a = `${prefix}-a`;
const b = `${prefix}-b`;
const record = (fields: object[]) => JSON.stringify({ type: 'record', name: 'Probe', fields });
const v1 = record([{ name: 'id', type: 'string' }]);
const v2 = record([
  { name: 'id', type: 'string' },
  { name: 'note', type: 'string', default: '' },
]);

const registry = async <T>(path: string): Promise<T> =>
  (await fetch(`${registryUrl}${path}`)).json() as Promise<T>;
const level = (c: { compatibilityLevel?: string; compatibility?: string }) =>
  c.compatibilityLevel ?? c.compatibility;

describe('schema compatibility levels', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await deleteSubjects([a, b]);
    await server.close();
  });

  test('the global level is what the registry says, and a change is what it then holds', async () => {
    const read = (await (await server.get('/api/main/schemas/config')).json()) as SchemaConfig;
    const original = level(await registry('/config'));
    assert.equal(read.compatibilityLevel, original);
    // Changed and put back at once: other tests share this registry.
    const other = original === 'FORWARD' ? 'BACKWARD' : 'FORWARD';
    try {
      const changed = await server.get(
        '/api/main/schemas/config',
        changeRequest('PUT', { compatibilityLevel: other }),
      );
      assert.equal(changed.status, 200);
      assert.deepEqual(await changed.json(), { compatibilityLevel: other });
      assert.equal(level(await registry('/config')), other);
    } finally {
      await fetch(`${registryUrl}/config`, changeRequest('PUT', { compatibility: original }));
    }
    const bad = await server.get(
      '/api/main/schemas/config',
      changeRequest('PUT', { compatibilityLevel: 'SOME' }),
    );
    assert.equal(bad.status, 400);
  });

  test("a subject's level is read and set without a new version; unknown subjects are 404", async () => {
    for (const [s, compatibilityLevel] of [
      [a, 'FULL'],
      [b, 'NONE'],
    ] as const) {
      const created = await server.get(
        '/api/main/schema',
        changeRequest('POST', { subject: s, schema: v1, compatibilityLevel }),
      );
      assert.equal(created.status, 200);
    }
    assert.equal(
      (await server.get(`/api/main/schema/${a}`, changeRequest('POST', { subject: a, schema: v2 }))).status,
      200,
    );

    const read = (await (await server.get(`/api/main/schema/${a}/config`)).json()) as SchemaConfig;
    assert.equal(read.compatibilityLevel, 'FULL');
    const changed = await server.get(
      `/api/main/schema/${b}/config`,
      changeRequest('PUT', { compatibilityLevel: 'BACKWARD_TRANSITIVE' }),
    );
    assert.deepEqual(await changed.json(), { compatibilityLevel: 'BACKWARD_TRANSITIVE' });
    assert.equal(level(await registry(`/config/${b}`)), 'BACKWARD_TRANSITIVE');
    assert.deepEqual(await registry(`/subjects/${b}/versions`), [1]);

    const missing = await server.get(
      `/api/main/schema/${prefix}-none/config`,
      changeRequest('PUT', { compatibilityLevel: 'FULL' }),
    );
    assert.equal(missing.status, 404);
    assert.equal((await server.get(`/api/main/schema/${prefix}-none/config`)).status, 404);
  });

  test('the list carries each level and sorts on subject, version and compatibility', async () => {
    const listed = async (query: string) =>
      ((await (await server.get(`/api/main/schema?search=${prefix}&${query}`)).json()) as SchemaList)
        .results ?? [];
    const names = (list: Schema[]) => list.map((s) => s.subject);
    const plain = await listed('');
    assert.deepEqual(names(plain), [a, b]);
    assert.deepEqual(
      plain.map((s) => [s.compatibilityLevel, s.version]),
      [
        ['FULL', 2],
        ['BACKWARD_TRANSITIVE', 1],
      ],
    );
    assert.deepEqual(names(await listed('sort=subject&desc=true')), [b, a]);
    assert.deepEqual(names(await listed('sort=version')), [b, a]);
    assert.deepEqual(names(await listed('sort=version&desc=true')), [a, b]);
    // Levels sort from loosest to strictest: BACKWARD_TRANSITIVE before FULL.
    assert.deepEqual(names(await listed('sort=compatibility')), [b, a]);
    assert.deepEqual(names(await listed('sort=compatibility&desc=true')), [a, b]);
    assert.equal((await server.get('/api/main/schema?sort=colour')).status, 400);
  });
});
