import assert from 'node:assert/strict';
import { test } from 'node:test';
import { operation, P } from '@console/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerErrorHandler } from '../errors.ts';
import { route } from '../routes/operation.ts';
import { allows, type Caller, openCaller, registerPermissionHook } from './permission.ts';

// The one hook, on operations defined here (the real table is walked against the stack by
// server/test/names-walk.int.ts).

const orders: Caller = {
  logged: true,
  username: 'orders',
  bindings: [
    { resources: ['TOPIC', 'NODE'], actions: ['READ'], patterns: [/^orders-.*$/], clusters: [/^main$/] },
  ],
};

const TopicParams = z.object({ cluster: z.string(), topic: z.string() });
const ops = {
  topic: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic',
    params: TopicParams,
    answer: z.object({ name: z.string() }),
    permission: P.TOPIC.READ,
    names: [{ at: 'params.topic' }],
  }),
  many: operation({
    method: 'POST',
    path: '/:cluster/topics',
    params: z.object({ cluster: z.string() }),
    body: z.array(z.object({ topic: z.string() })),
    answer: z.number(),
    permission: P.TOPIC.READ,
    names: [{ at: 'body[].topic' }],
  }),
  list: operation({
    method: 'GET',
    path: '/:cluster/topic',
    params: z.object({ cluster: z.string() }),
    answer: z.object({
      results: z.array(z.object({ name: z.string(), copies: z.array(z.string()).optional() })),
      last: z.record(z.string(), z.number()),
    }),
    permission: P.TOPIC.READ,
    visible: [{ at: 'results', name: 'name' }, { at: 'results[].copies' }, { at: 'last{}' }],
  }),
  clusters: operation({
    method: 'GET',
    path: '/clusters',
    answer: z.array(z.object({ id: z.string(), topics: z.array(z.string()).optional() })),
    permission: 'public',
    visible: [{ at: '[].topics', need: P.TOPIC.READ, clusterFrom: 'id', omitEmpty: true }],
  }),
  defaults: operation({
    method: 'GET',
    path: '/defaults',
    query: z.object({ cluster: z.string().optional() }),
    answer: z.string(),
    permission: P.TOPIC.READ,
    cluster: 'query.cluster',
  }),
  one: operation({
    method: 'GET',
    path: '/:cluster/one/:id',
    params: z.object({ cluster: z.string(), id: z.string() }),
    answer: z.object({ subject: z.string() }),
    permission: P.TOPIC.READ,
    visible: [{ at: '', name: 'subject' }],
  }),
};

async function app(caller: Caller) {
  const fastify = Fastify();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(fastify);
  registerPermissionHook(fastify, '/api', () => caller);
  await fastify.register(
    async (api) => {
      route(api, ops.topic, async (request) => ({ name: request.params.topic }));
      route(api, ops.many, async (request) => request.body.length);
      route(api, ops.list, async (request) => ({
        results: ['orders-a', 'payments', 'orders-b'].map((name) => ({
          name,
          copies: ['orders-x', 'secret'],
        })),
        last: { 'orders-a': 1, payments: 2 },
        seen: request.visible(['orders-a', 'payments']),
      }));
      route(api, ops.one, async (request) => ({ subject: request.params.id }));
      route(api, ops.defaults, async () => 'ok');
      route(api, ops.clusters, async () => [
        { id: 'main', topics: ['orders-a', 'payments'] },
        { id: 'second', topics: ['orders-a'] },
      ]);
    },
    { prefix: '/api' },
  );
  return fastify;
}

test('an API route that is not an operation of the route table stops the start', async () => {
  const fastify = Fastify();
  registerPermissionHook(fastify, '/api', () => openCaller());
  assert.throws(
    () => fastify.get('/api/:cluster/unguarded', { config: { permission: P.NODE.READ } }, async () => 'x'),
    /not an operation of the contract's route table/,
  );
  await fastify.close();
});

test('the operation’s permission is enforced on the path’s cluster with 403 naming resource and action', async () => {
  const fastify = await app(orders);
  assert.equal((await fastify.inject({ url: '/api/main/topic/orders-a' })).statusCode, 200);
  const other = await fastify.inject({ url: '/api/second/topic/orders-a' });
  assert.equal(other.statusCode, 403);
  assert.match(other.body, /resource TOPIC and action READ/);
  await fastify.close();
});

test('an operation without a path cluster is checked on the cluster it names elsewhere', async () => {
  const fastify = await app(orders);
  assert.equal((await fastify.inject({ url: '/api/defaults?cluster=main' })).statusCode, 200);
  assert.equal((await fastify.inject({ url: '/api/defaults?cluster=second' })).statusCode, 403);
  await fastify.close();
});

test('a name outside the patterns is refused before the handler, in the path or the body', async () => {
  const fastify = await app(orders);
  const path = await fastify.inject({ url: '/api/main/topic/payments' });
  assert.equal(path.statusCode, 403);
  assert.match(path.body, /for 'payments'/);
  const inside = [{ topic: 'orders-a' }, { topic: 'orders-b' }];
  assert.equal(
    (await fastify.inject({ method: 'POST', url: '/api/main/topics', payload: inside })).body,
    '2',
  );
  const mixed = await fastify.inject({
    method: 'POST',
    url: '/api/main/topics',
    payload: [...inside, { topic: 'payments' }],
  });
  assert.equal(mixed.statusCode, 403);
  await fastify.close();
});

test('answers lose list items, nested names and map keys outside the patterns', async () => {
  const fastify = await app(orders);
  const answer = (await fastify.inject({ url: '/api/main/topic' })).json();
  assert.deepEqual(answer, {
    results: [
      { name: 'orders-a', copies: ['orders-x'] },
      { name: 'orders-b', copies: ['orders-x'] },
    ],
    last: { 'orders-a': 1 },
  });
  await fastify.close();
});

test('names inside an answer can belong to the cluster an item names', async () => {
  const fastify = await app(orders);
  assert.deepEqual((await fastify.inject({ url: '/api/clusters' })).json(), [
    { id: 'main', topics: ['orders-a'] },
    { id: 'second' },
  ]);
  await fastify.close();
});

test('an answer about one name outside the patterns is refused whole', async () => {
  const fastify = await app(orders);
  assert.equal((await fastify.inject({ url: '/api/main/one/orders-a' })).statusCode, 200);
  const hidden = await fastify.inject({ url: '/api/main/one/payments' });
  assert.equal(hidden.statusCode, 403);
  assert.doesNotMatch(hidden.body, /payments/);
  await fastify.close();
});

test('allows checks resource, action, cluster and name patterns', () => {
  assert.equal(allows(orders, P.TOPIC.READ, 'main', 'orders-eu'), true);
  assert.equal(allows(orders, P.TOPIC.READ, 'main', 'payments'), false);
  assert.equal(allows(orders, P.TOPIC.DELETE, 'main', 'orders-eu'), false);
  assert.equal(allows(openCaller(), P.KSQLDB.EXECUTE, 'any', 'thing'), true);
});

test('a misspelled resource or action does not compile (tsc fails on an unused expect-error)', () => {
  // @ts-expect-error: TOPIC has no action DELEET
  assert.equal(P.TOPIC.DELEET, undefined);
  // @ts-expect-error: there is no resource TOPICS
  assert.equal(P.TOPICS, undefined);
  assert.deepEqual(P.TOPIC.DELETE, { resource: 'TOPIC', action: 'DELETE' });
});
