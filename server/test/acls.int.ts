import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type AccessControl, type ErrorBody, encodePrincipal } from '@console/contract';
import { describeAcls } from '../src/services/acl-service.ts';
import { securedConsole } from './auth-helpers.ts';
import { type RunningServer, startServer } from './helpers.ts';

// ACLs over HTTP against the real authorizer of `main`: the 12 seeded bindings, the detail of a
// principal per resource type, the topic and group tabs, and create/delete of our own binding.

const principal = `User:it-acls-${randomBytes(4).toString('hex')}`;
const binding = {
  principal,
  resourceType: 'TOPIC',
  resourceName: 'it-acls-topic',
  patternType: 'PREFIXED',
  operation: 'READ',
  permissionType: 'ALLOW',
  host: '*',
};

describe('ACL API', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await send('DELETE', '/api/main/acls', binding);
    await server.close();
  });
  const send = async <T = unknown>(method: string, path: string, body?: unknown) => {
    const res = await server.get(path, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
  };

  test('the seeded principals, searchable', async () => {
    const { body } = await send<AccessControl[]>('GET', '/api/main/acls');
    const count = (p: string) => body.find((a) => a.principal === p)?.acls?.length;
    assert.deepEqual([count('User:alice'), count('User:bob'), count('User:analytics')], [4, 3, 5]);
    const bob = await send<AccessControl[]>('GET', '/api/main/acls?search=BOB');
    assert.deepEqual(
      bob.body.map((a) => a.principal),
      ['User:bob'],
    );
  });

  test('detail by base64 principal, filtered by resource type', async () => {
    const enc = encodePrincipal('User:analytics');
    const cluster = await send<AccessControl>('GET', `/api/main/acls/${enc}?resourceType=CLUSTER`);
    assert.deepEqual(cluster.body.acls?.map((a) => a.operation.operation).sort(), [
      'DESCRIBE',
      'IDEMPOTENT_WRITE',
    ]);
    const tx = await send<AccessControl>('GET', `/api/main/acls/${enc}?resourceType=TRANSACTIONAL_ID`);
    assert.ok(tx.body.acls?.every((a) => a.resource.name === 'analytics-tx-'));
    assert.equal((await send('GET', '/api/main/acls/%%%')).status, 400);
  });

  test('topic and group tabs find literal, prefixed and wildcard bindings', async () => {
    const topic = await send<AccessControl[]>('GET', '/api/main/topic/orders/acls');
    assert.deepEqual(
      topic.body.map((a) => a.principal),
      ['User:alice', 'User:analytics', 'User:bob'],
    );
    const group = await send<AccessControl[]>('GET', '/api/main/group/billing-service/acls');
    assert.equal(group.body[0]?.acls?.[0]?.resource.name, 'billing-');
  });

  test('create, refuse a duplicate, see it, delete it', async () => {
    assert.equal((await send('POST', '/api/main/acls', binding)).status, 201);
    assert.equal((await send('POST', '/api/main/acls', binding)).status, 409);
    const mine = await send<AccessControl>(
      'GET',
      `/api/main/acls/${encodePrincipal(principal)}?resourceType=TOPIC`,
    );
    assert.equal(mine.body.acls?.[0]?.resource.patternType, 'PREFIXED');
    assert.equal((await send('DELETE', '/api/main/acls', binding)).status, 204);
    assert.equal((await send('DELETE', '/api/main/acls', binding)).status, 404);
    const after = await send('GET', `/api/main/acls/${encodePrincipal(principal)}`);
    assert.deepEqual(after.body, { principal });
  });

  test('a bad binding is a 400 naming the fields', async () => {
    const { status, body } = await send<ErrorBody>('POST', '/api/main/acls', {
      ...binding,
      operation: 'EAT',
      resourceType: 'CLUSTER',
    });
    assert.equal(status, 400);
    assert.match(body.message, /body\.operation/);
  });
});

// With security on, a principal is the name ACL patterns match (contract/src/api/acl-ops.ts): the
// list, the detail and the topic and group tabs show only principals inside the caller's patterns,
// and create/delete refuse a principal outside them before Kafka is asked.
describe('ACL API under security', () => {
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'acl-alice',
        role: 'acl-alice',
        permissions: [
          { resources: ['ACL'], actions: ['READ', 'CREATE', 'DELETE'] },
          { resources: ['TOPIC', 'CONSUMER_GROUP'], actions: ['READ'] },
        ],
        patterns: ['User:alice', 'orders', 'billing-service'],
        clusters: ['main'],
      },
    },
  });
  const as = (path: string, method = 'GET', body?: unknown) =>
    server.request(path, server.as.orders, method, body);
  const principals = async (path: string) => {
    const res = await as(path);
    assert.equal(res.status, 200, path);
    return ((await res.json()) as AccessControl[]).map((a) => a.principal);
  };

  test('lists and tabs show only the principals inside the patterns', async () => {
    assert.deepEqual(await principals('/api/main/acls'), ['User:alice']);
    // orders has bindings of alice, analytics and bob: the other two were shown before.
    assert.deepEqual(await principals('/api/main/topic/orders/acls'), ['User:alice']);
    assert.deepEqual(await principals('/api/main/group/billing-service/acls'), ['User:alice']);
    assert.equal((await as('/api/main/topic/payments/acls')).status, 403);
  });

  test('the detail checks the decoded principal; a bad encoding is still a 400', async () => {
    const alice = await as(`/api/main/acls/${encodePrincipal('User:alice')}`);
    assert.equal(alice.status, 200);
    assert.equal(((await alice.json()) as AccessControl).principal, 'User:alice');
    const bob = await as(`/api/main/acls/${encodePrincipal('User:bob')}`);
    assert.equal(bob.status, 403);
    assert.match(((await bob.json()) as ErrorBody).message, /'User:bob'/);
    assert.equal((await as('/api/main/acls/%%%')).status, 400);
  });

  test('create and delete refuse a principal outside the patterns', async () => {
    const bob = { ...binding, principal: 'User:bob' };
    assert.equal((await as('/api/main/acls', 'POST', bob)).status, 403);
    assert.equal((await as('/api/main/acls', 'DELETE', bob)).status, 403);
    const [left] = await server.ctx.kafka.run('main', 'ACLs of bob', (admin) =>
      describeAcls(admin, { principal: 'User:bob' }),
    );
    assert.ok(!left?.acls?.some((a) => a.resource.name === binding.resourceName));
  });
});
