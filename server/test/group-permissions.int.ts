// Permissions of the group, ACL and tail routes with security on (server/config/secured.yml): a
// reader may look but not change offsets, delete groups or touch ACLs; a user limited to
// `orders-.*` names is refused other groups and topics by name, tail included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { securedConsole } from './auth-helpers.ts';

const server = securedConsole({ users: ['reader', 'orders'] });
const { reader, orders } = server.as;

/** Every answer is read to its end, so no connection stays busy when the server closes. */
async function call(path: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await server.request(path, headers, method, body);
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

const acl = {
  principal: 'User:it-nobody',
  resourceType: 'TOPIC',
  resourceName: 'x',
  patternType: 'LITERAL',
  operation: 'READ',
  permissionType: 'ALLOW',
};

test('a reader reads groups and ACLs but changes nothing', async () => {
  assert.equal((await call('/api/main/group/billing-service', reader)).status, 200);
  assert.equal((await call('/api/main/acls', reader)).status, 200);
  const update = await call('/api/main/group/billing-service/offsets', reader, 'POST', [
    { topic: 'orders', partition: 0, offset: 0 },
  ]);
  assert.equal(update.status, 403);
  assert.match(update.json().message, /CONSUMER_GROUP and action UPDATE_OFFSET/);
  assert.equal((await call('/api/main/group/billing-service', reader, 'DELETE')).status, 403);
  assert.equal((await call('/api/main/group/billing-service/topic/orders', reader, 'DELETE')).status, 403);
  assert.equal((await call('/api/main/acls', reader, 'POST', acl)).status, 403);
  assert.equal((await call('/api/main/acls', reader, 'DELETE', acl)).status, 403);
});

test('name patterns apply to groups, topic groups and the tail', async () => {
  assert.equal((await call('/api/main/group/orders-dashboard', orders)).status, 200);
  assert.equal((await call('/api/main/group/billing-service', orders)).status, 403);
  const related = (await call('/api/main/group/topics?topics=orders', orders)).json() as { id: string }[];
  assert.deepEqual(
    related.map((g) => g.id),
    ['orders-app', 'orders-dashboard'],
  );
  assert.equal((await call('/api/main/tail/sse?topics=clickstream-1m', orders)).status, 403);
  assert.equal((await call('/api/main/acls', orders)).status, 403);
});
