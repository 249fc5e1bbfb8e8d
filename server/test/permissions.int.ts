// Server-side enforcement (issue 3 §5): every API route Fastify knows is walked generically. A
// caller holding every permission except the route's own gets 403, an anonymous caller 401, and
// nothing changes in the clusters, the registry or Connect. Routes added later are covered as
// they land; an API route that is not an operation of the route table cannot even be registered.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { allOperations, allPermissions, P, type Permission } from '@console/contract';
import { buildApp } from '../src/app.ts';
import { declaredRoutes } from '../src/security/permission.ts';
import { bearer, securedConfig, securedConsole } from './auth-helpers.ts';
import { groupLacking, snapshot, withLackingGroups } from './permission-fixtures.ts';
import { deleteSubjects } from './registry-support.ts';

const REGISTRY = 'http://127.0.0.1:8085/apis/ccompat/v7';
const CONNECT = 'http://127.0.0.1:8083';
const mine = `it-perm-${randomUUID().slice(0, 8)}`;
const subject = `${mine}-value`;
const server = securedConsole({
  change: withLackingGroups,
  // Real things for the path parameters, so a call that slipped through would visibly change them.
  setup: async ({ ctx }) => {
    await ctx.kafka.run('main', 'create', (a) =>
      a.createTopics({ topics: [mine], partitions: 2, replicas: 1 }),
    );
    const registered = await fetch(`${REGISTRY}/subjects/${subject}/versions`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
      body: JSON.stringify({ schema: '"string"' }),
    });
    assert.equal(registered.status, 200);
  },
  teardown: async ({ ctx }) => {
    await ctx.kafka.run('main', 'delete', (a) => a.deleteTopics({ topics: [mine] })).catch(() => {});
    await deleteSubjects([subject]);
  },
});

/** A concrete URL for a route pattern: the cluster is `main`, every other parameter names our objects. */
function concrete(url: string): string {
  return url
    .replace(/:(cluster|toCluster|targetCluster)\b/g, 'main')
    .replace(/:subject\b/g, subject)
    .replace(/:\w+/g, mine)
    .replace(/\*/g, mine);
}

const guarded = () =>
  declaredRoutes(server.app).filter(
    (r): r is typeof r & { permission: Permission } => r.permission !== 'public',
  );

test('the route table is walked: it holds the API routes of every area', () => {
  const urls = declaredRoutes(server.app).map((r) => `${r.method} ${r.url}`);
  assert.ok(urls.includes('GET /api/me'));
  assert.ok(urls.includes('GET /api/:cluster/node'));
  assert.ok(guarded().length >= 2, urls.join('\n'));
  for (const route of declaredRoutes(server.app)) {
    assert.ok(server.app.hasRoute({ method: route.method as 'GET', url: route.url }), route.url);
  }
});

test('an API route that is not an operation of the route table is refused at registration', async () => {
  const { app } = await buildApp(securedConfig());
  try {
    assert.throws(
      () => app.get('/api/:cluster/it-unguarded', { config: { permission: P.NODE.READ } }, async () => 'x'),
      /not an operation of the contract's route table/,
    );
  } finally {
    await app.close();
  }
});

test('every operation of the route table is registered once, and nothing else is', () => {
  const registered = declaredRoutes(server.app).map((r) => r.operation);
  const table = allOperations().map((o) => o.op);
  assert.equal(new Set(registered).size, registered.length, 'an operation registered twice');
  assert.deepEqual(
    table.filter((op) => !registered.includes(op)).map((op) => `${op.method} ${op.path}`),
    [],
    'operations of the table without a route',
  );
});

test('every guarded route answers 403 to a caller lacking exactly its permission, 401 to anonymous, and changes nothing', async (t) => {
  t.diagnostic(`${guarded().length} guarded API routes walked`);
  const before = await snapshot(server.ctx, mine, REGISTRY, CONNECT);
  assert.ok(before.main.includes(mine) && before.subjects.includes(subject));
  const failures: string[] = [];
  for (const route of guarded()) {
    const url = `${server.url}${concrete(route.url)}`;
    const token = await server.ctx.auth!.signer.sign(
      { sub: 'it-perm-user', groups: [groupLacking(route.permission)] },
      'session',
      300,
    );
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
    const init = (headers: Record<string, string>) => ({
      method: route.method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const lacking = await fetch(url, init(bearer(token)));
    const expected = `resource ${route.permission.resource} and action ${route.permission.action}`;
    const message = ((await lacking.json().catch(() => ({}))) as { message?: string }).message ?? '';
    if (lacking.status !== 403 || !message.includes(expected)) {
      failures.push(`${route.method} ${route.url}: ${lacking.status} ${message}`);
    }
    const anonymous = await fetch(url, init({}));
    await anonymous.arrayBuffer();
    if (anonymous.status !== 401)
      failures.push(`${route.method} ${route.url} anonymous: ${anonymous.status}`);
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(await snapshot(server.ctx, mine, REGISTRY, CONNECT), before);
});

test('the same callers pass the hook once they hold the permission', async () => {
  // Proves the 403s above come from the missing permission, not from a caller refused everything.
  const everything = await server.ctx.auth!.signer.sign({ sub: 'admin', groups: ['admin'] }, 'session', 300);
  const node = await fetch(`${server.url}/api/main/node`, { headers: bearer(everything) });
  assert.equal(node.status, 200);
  const lacking = await server.ctx.auth!.signer.sign(
    { sub: 'x', groups: [groupLacking(allPermissions().find((p) => p.resource === 'TOPIC')!)] },
    'session',
    300,
  );
  assert.equal((await fetch(`${server.url}/api/main/node`, { headers: bearer(lacking) })).status, 200);
});
