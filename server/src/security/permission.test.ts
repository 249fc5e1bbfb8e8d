import assert from 'node:assert/strict';
import { test } from 'node:test';
import { P } from '@console/contract';
import Fastify from 'fastify';
import { allows, type Caller, openCaller, registerPermissionHook } from './permission.ts';

test('an API route that declares no permission stops the start', async () => {
  const app = Fastify();
  registerPermissionHook(app, '/api', () => openCaller());
  assert.throws(() => app.get('/api/:cluster/unguarded', async () => 'x'), /declares no permission/);
  await app.close();
});

test('a declared permission is enforced with 403 naming resource and action', async () => {
  const reader: Caller = {
    logged: true,
    username: 'reader',
    bindings: [{ resources: ['NODE'], actions: ['READ'], patterns: [/^.*$/], clusters: [/^main$/] }],
  };
  const app = Fastify();
  registerPermissionHook(app, '/api', () => reader);
  app.get('/api/:cluster/node', { config: { permission: P.NODE.READ } }, async () => 'nodes');
  app.post(
    '/api/:cluster/node/:id/configs',
    { config: { permission: P.NODE.ALTER_CONFIG } },
    async () => 'changed',
  );
  assert.equal((await app.inject({ url: '/api/main/node' })).statusCode, 200);
  assert.equal((await app.inject({ url: '/api/second/node' })).statusCode, 403);
  const denied = await app.inject({ method: 'POST', url: '/api/main/node/1/configs' });
  assert.equal(denied.statusCode, 403);
  assert.match(denied.body, /resource NODE and action ALTER_CONFIG/);
  await app.close();
});

test('allows checks resource, action, cluster and name patterns', () => {
  const caller: Caller = {
    logged: true,
    bindings: [{ resources: ['TOPIC'], actions: ['READ'], patterns: [/^orders-.*$/], clusters: [/^.*$/] }],
  };
  assert.equal(allows(caller, P.TOPIC.READ, 'main', 'orders-eu'), true);
  assert.equal(allows(caller, P.TOPIC.READ, 'main', 'payments'), false);
  assert.equal(allows(caller, P.TOPIC.DELETE, 'main', 'orders-eu'), false);
  assert.equal(allows(openCaller(), P.KSQLDB.EXECUTE, 'any', 'thing'), true);
});

test('a misspelled resource or action does not compile (tsc fails on an unused expect-error)', () => {
  // @ts-expect-error: TOPIC has no action DELEET
  assert.equal(P.TOPIC.DELEET, undefined);
  // @ts-expect-error: there is no resource TOPICS
  assert.equal(P.TOPICS, undefined);
  assert.deepEqual(P.TOPIC.DELETE, { resource: 'TOPIC', action: 'DELETE' });
});
