import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { AclBindingsCreated, ErrorBody } from '@console/contract';
import { describeAcls } from '../src/services/acl-service.ts';
import { type RunningServer, startServer } from './helpers.ts';

// Issue 15 (ACLs): several bindings created in one request (several operations, a template's set),
// checked against what Kafka's authorizer then holds; applying them again creates nothing.

const principal = `User:it-acls-many-${randomBytes(4).toString('hex')}`;
const topic = `it-acls-many-${randomBytes(3).toString('hex')}`;
const bindings = ['READ', 'DESCRIBE'].map((operation) => ({
  principal,
  resourceType: 'TOPIC',
  resourceName: topic,
  patternType: 'LITERAL',
  operation,
  permissionType: 'ALLOW',
  host: '*',
}));
const group = { ...bindings[0]!, resourceType: 'GROUP', resourceName: `${topic}-group`, operation: 'READ' };

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  for (const b of [...bindings, group]) {
    await server.get('/api/main/acls', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
  }
  await server.close();
});

const post = (body: unknown) =>
  server.get('/api/main/acls/bindings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('several bindings are created at once; those already there are counted, not refused', async () => {
  const first = await post({ bindings });
  assert.equal(first.status, 201);
  assert.deepEqual((await first.json()) as AclBindingsCreated, { created: 2, existing: 0 });
  const held = await server.ctx.kafka.run('main', 'acls', (admin) => describeAcls(admin, { principal }));
  assert.deepEqual(held[0]?.acls?.map((a) => `${a.resource.name} ${a.operation.operation}`).sort(), [
    `${topic} DESCRIBE`,
    `${topic} READ`,
  ]);

  const again = await post({ bindings: [...bindings, group] });
  assert.deepEqual((await again.json()) as AclBindingsCreated, { created: 1, existing: 2 });
  const after = await server.ctx.kafka.run('main', 'acls', (admin) => describeAcls(admin, { principal }));
  assert.equal(after[0]?.acls?.length, 3);
});

test('an empty or invalid set is a 400 naming the binding', async () => {
  const empty = await post({ bindings: [] });
  assert.equal(empty.status, 400);
  assert.match(((await empty.json()) as ErrorBody).message, /no ACL to create/);
  const bad = await post({ bindings: [{ ...bindings[0], principal: 'alice' }] });
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as ErrorBody).message, /bindings\.0\.principal/);
});
