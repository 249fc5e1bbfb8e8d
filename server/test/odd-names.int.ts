// Errors without internals (issue 13): every operation of the route table, with odd names in every
// name field and as the cluster, answers 4xx (or a success for a name that is merely unusual),
// never a 5xx and never a stack trace. The walk fixtures (server/test/walk/) make the requests.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allOperations, fillPath, type OperationDef } from '@console/contract';
import { AclOperations, AclPermissionTypes, ResourcePatternTypes, ResourceTypes } from '@platformatic/kafka';
import { type RunningServer, startServer } from './helpers.ts';
import { walks } from './walk/index.ts';
import type { WalkRequest } from './walk/walk-types.ts';

const REGISTRY = 'http://127.0.0.1:8085/apis/ccompat/v7';
const ODD = ['__proto__', 'constructor', 'toString', '..', 'a\u0000b', 'é/ü?#', 'x'.repeat(10_240)];
// Names Kafka, the registry or Connect accept: whatever the walk created with them goes afterwards.
const CREATABLE = ['__proto__', 'constructor', 'toString'];

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server.ctx.kafka
    .run('main', 'cleanup', async (admin) => {
      const existing = new Set(await admin.listTopics());
      const topics = CREATABLE.filter((t) => existing.has(t));
      if (topics.length > 0) await admin.deleteTopics({ topics });
      await admin.deleteAcls({
        filters: CREATABLE.map((name) => ({
          resourceType: ResourceTypes.ANY,
          resourceName: null,
          resourcePatternType: ResourcePatternTypes.ANY,
          principal: `User:${name}`,
          host: null,
          operation: AclOperations.ANY,
          permissionType: AclPermissionTypes.ANY,
        })),
      });
    })
    .catch(() => {});
  for (const name of CREATABLE) {
    await fetch(`${REGISTRY}/subjects/${name}`, { method: 'DELETE' }).catch(() => {});
    await fetch(`${REGISTRY}/subjects/${name}?permanent=true`, { method: 'DELETE' }).catch(() => {});
  }
  await server?.close();
});

function urlOf(op: OperationDef, request: WalkRequest, name: string, cluster: string): string {
  const params = Object.fromEntries(
    [...op.path.matchAll(/:(\w+)/g)].map(([, p = '']) => [p, /cluster$/i.test(p) ? cluster : name]),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of [value].flat()) query.append(key, item);
  }
  const qs = query.toString();
  const fixed = Object.fromEntries(
    Object.entries(request.params ?? {}).filter(([key]) => !/cluster$/i.test(key) || cluster === 'main'),
  );
  return `/api${fillPath(op.path, { ...params, ...fixed })}${qs ? `?${qs}` : ''}`;
}

async function call(op: OperationDef, request: WalkRequest, url: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${url}`, {
    method: op.method,
    signal: controller.signal,
    headers: request.body !== undefined ? { 'content-type': 'application/json' } : {},
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
  const text = op.kind === 'events' || op.kind === 'file' ? '' : await response.text();
  controller.abort();
  return { status: response.status, text };
}

test('odd names in every name field and as the cluster: no 5xx, no stack trace', async (t) => {
  const failures: string[] = [];
  let calls = 0;
  for (const { id, op } of allOperations()) {
    const [area = '', name = ''] = id.split('.');
    const fixture = walks[area]?.[name];
    if (!fixture) continue;
    for (const odd of ODD) {
      for (const cluster of ['main', odd]) {
        const url = urlOf(op, fixture(odd), odd, cluster);
        const { status, text } = await call(op, fixture(odd), url);
        calls += 1;
        const shown = JSON.stringify(odd.length > 20 ? `${odd.slice(0, 8)}…(${odd.length})` : odd);
        if (status >= 500)
          failures.push(
            `${id} ${shown} on ${cluster === 'main' ? 'main' : shown}: ${status} ${text.slice(0, 160)}`,
          );
        if (/stacktrace|\n\s+at /.test(text)) failures.push(`${id} ${shown}: a stack trace`);
      }
    }
  }
  t.diagnostic(`${calls} calls`);
  assert.deepEqual(failures, []);
});

test('a missing topic is 404 on every read that names one', async (t) => {
  const missing = `it-missing-${Date.now().toString(36)}`;
  const wrong: string[] = [];
  const reads = allOperations().filter(({ op }) => op.method === 'GET' && op.path.includes(':topic'));
  for (const { id, op } of reads) {
    const [area = '', name = ''] = id.split('.');
    const fixture = walks[area]?.[name];
    if (!fixture) continue;
    const request = fixture(missing);
    const { status, text } = await call(op, request, urlOf(op, request, missing, 'main'));
    if (status !== 404) wrong.push(`${id}: ${status} ${text.slice(0, 160)}`);
  }
  t.diagnostic(`${reads.length} reads name a topic`);
  assert.deepEqual(wrong, []);
});
