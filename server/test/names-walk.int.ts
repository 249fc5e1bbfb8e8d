// The name walk (issue 12): every operation of the contract's route table, called by a user whose
// patterns allow `it-walk-in-…` names only. A name outside them answers 403 (and the clusters, the
// registry and Connect are unchanged); a name inside is not refused; no answer carries an outside
// name. The fixtures (server/test/walk/) give each operation a valid request naming a given name,
// and an operation without one fails the walk, so a new operation cannot skip it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { allOperations, allPermissions, type OperationDef } from '@console/contract';
import { AclOperations, AclPermissionTypes, ResourcePatternTypes, ResourceTypes } from '@platformatic/kafka';
import { securedConsole } from './auth-helpers.ts';
import { snapshot } from './permission-fixtures.ts';
import { walks } from './walk/index.ts';
import { removeNamed, walkCall, walkUrl } from './walk/walk-request.ts';
import type { WalkRequest } from './walk/walk-types.ts';

const REGISTRY = 'http://127.0.0.1:8085/apis/ccompat/v7';
const CONNECT = 'http://127.0.0.1:8083';
const mine = randomUUID().slice(0, 8);
const IN = `it-walk-in-${mine}`;
const OUT = `it-walk-out-${mine}`;

const server = securedConsole({
  users: ['orders'],
  grants: {
    orders: {
      group: 'walker',
      role: 'everything',
      permissions: [
        {
          resources: [...new Set(allPermissions().map((p) => p.resource))],
          actions: [...new Set(allPermissions().map((p) => p.action))],
        },
      ],
      // Node 1 is inside, node 2 outside: nodes are named by their ids.
      patterns: ['it-walk-in-.*', '.*:it-walk-in-.*', '1'],
      clusters: ['.*'],
    },
  },
  setup: async ({ ctx }) => {
    await ctx.kafka.run('main', 'create', (a) =>
      a.createTopics({ topics: [IN, OUT], partitions: 2, replicas: 1 }),
    );
    for (const subject of [IN, OUT]) {
      const registered = await fetch(`${REGISTRY}/subjects/${subject}/versions`, {
        method: 'POST',
        headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
        body: JSON.stringify({ schema: JSON.stringify({ type: 'record', name: `r${mine}`, fields: [] }) }),
      });
      assert.equal(registered.status, 200);
    }
    // Each group commits offsets on both topics, so a group answer could carry an outside topic.
    for (const groupId of [IN, OUT]) {
      await ctx.kafka.run('main', 'commit', (a) =>
        a.alterConsumerGroupOffsets({
          groupId,
          topics: [IN, OUT].map((name) => ({ name, partitionOffsets: [{ partition: 0, offset: 0n }] })),
        }),
      );
    }
    await ctx.kafka.run('main', 'acls', (a) =>
      a.createAcls({
        creations: [IN, OUT].map((name) => ({
          resourceType: ResourceTypes.TOPIC,
          resourceName: name,
          resourcePatternType: ResourcePatternTypes.LITERAL,
          principal: `User:${name}`,
          host: '*',
          operation: AclOperations.READ,
          permissionType: AclPermissionTypes.ALLOW,
        })),
      }),
    );
    for (const name of [IN, OUT]) {
      const created = await fetch(`${CONNECT}/connectors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          config: { 'connector.class': 'FileStreamSource', file: '/dev/null', topic: name, 'tasks.max': '1' },
        }),
      });
      assert.equal(created.status, 201, await created.text());
    }
  },
  teardown: async ({ ctx }) => removeNamed(ctx, [IN, OUT]),
});

const callAs = (op: OperationDef, request: WalkRequest, name: string) =>
  walkCall(server.url, op, request, walkUrl(op, request, name), server.as.orders);

const table = () =>
  allOperations().map(({ id, op }) => {
    const [area = '', name = ''] = id.split('.');
    return { id, op, fixture: walks[area]?.[name] };
  });

test('every operation of the route table has a walk fixture', () => {
  const missing = table()
    .filter((o) => !o.fixture)
    .map((o) => o.id);
  assert.deepEqual(missing, [], `operations without a fixture in server/test/walk/: ${missing.join(', ')}`);
});

test('answers carry no name outside the caller’s patterns', async () => {
  const leaks: string[] = [];
  for (const { id, op, fixture } of table()) {
    if (!fixture || op.method !== 'GET' || op.permission === 'public' || op.kind) continue;
    // Lists get the walk's prefix (a search term that finds both objects); the rest the inside name.
    const name = op.names ? IN : 'it-walk';
    const { status, text } = await callAs(op, fixture(name), name);
    if (text.includes(OUT)) leaks.push(`${id} (${status}): ${text.slice(0, 300)}`);
  }
  assert.deepEqual(leaks, []);
});

test('a name outside the patterns is refused with 403 on every operation that names one, and nothing changes', async (t) => {
  const named = table().filter((o) => o.fixture && o.op.names && o.op.permission !== 'public');
  t.diagnostic(`${named.length} operations name things`);
  const before = await snapshot(server.ctx, mine, REGISTRY, CONNECT);
  assert.ok(before.main.includes(OUT) && before.subjects.includes(OUT) && before.connectors.includes(OUT));
  const wrong: string[] = [];
  for (const { id, op, fixture } of named) {
    const { status, text } = await callAs(op, fixture!(OUT), OUT);
    if (status !== 403) wrong.push(`${id}: ${status} ${text.slice(0, 200)}`);
  }
  assert.deepEqual(wrong, []);
  assert.deepEqual(await snapshot(server.ctx, mine, REGISTRY, CONNECT), before);
});

test('a name inside the patterns is not refused', async () => {
  // Reads first, changes last: a delete of the inside objects must not turn later reads into 404s
  // that hide a refusal (a 404 is fine here, a 401/403 is not).
  const named = table()
    .filter((o) => o.fixture && o.op.names && o.op.permission !== 'public')
    .sort((a, b) => Number(a.op.method !== 'GET') - Number(b.op.method !== 'GET'));
  const refused: string[] = [];
  for (const { id, op, fixture } of named) {
    const { status, text } = await callAs(op, fixture!(IN), IN);
    if (status === 401 || status === 403) refused.push(`${id}: ${status} ${text.slice(0, 200)}`);
  }
  assert.deepEqual(refused, []);
});
