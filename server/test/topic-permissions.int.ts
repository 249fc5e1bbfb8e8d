// Permissions of the topic and node-detail routes with security on (server/config/secured.yml): a
// reader reads topics, configs and log dirs but cannot create, delete, empty, grow or reconfigure;
// a user limited to `orders-.*` is refused other topics' configs and logs by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorBody } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

const server = securedConsole({ users: ['reader', 'orders'] });
const { reader, orders } = server.as;

const call = server.request;

test('a reader reads topics, configs, partitions and log dirs', async () => {
  for (const path of [
    '/api/main/topic',
    '/api/main/topic/orders/configs',
    '/api/main/topic/orders/partitions',
    '/api/main/topic/orders/logs',
    '/api/main/node/1/configs',
    '/api/main/node/1/logs',
  ]) {
    assert.equal((await call(path, reader)).status, 200, path);
  }
});

test('a reader changes nothing: create, delete, empty, grow, configs are 403 naming the permission', async () => {
  const create = await call('/api/main/topic', reader, 'POST', { name: 'it-topic-perm-never', partition: 1 });
  assert.equal(create.status, 403);
  assert.match((await json<ErrorBody>(create)).message, /TOPIC and action CREATE/);
  assert.equal((await call('/api/topic/defaults-configs', reader)).status, 403);
  assert.equal((await call('/api/main/topic/orders', reader, 'DELETE')).status, 403);
  assert.equal((await call('/api/main/topic/orders/data/empty', reader, 'DELETE')).status, 403);
  assert.equal(
    (await call('/api/main/topic/orders/partitions', reader, 'POST', { partition: 99 })).status,
    403,
  );
  const configs = await call('/api/main/topic/orders/configs', reader, 'POST', {
    configs: { 'retention.ms': '1' },
  });
  assert.equal(configs.status, 403);
  assert.match((await json<ErrorBody>(configs)).message, /TOPIC and action ALTER_CONFIG/);
  const node = await call('/api/main/node/1/configs', reader, 'POST', {
    configs: { 'log.cleaner.backoff.ms': '1' },
  });
  assert.equal(node.status, 403);
  assert.match((await json<ErrorBody>(node)).message, /NODE and action ALTER_CONFIG/);
});

test('a user limited to orders-.* is refused other topics by name', async () => {
  assert.equal((await call('/api/main/topic/orders/configs', orders)).status, 403);
  assert.equal((await call('/api/main/topic/orders/partitions', orders)).status, 403);
  assert.equal((await call('/api/main/topic/orders/logs', orders)).status, 403);
  const names = (await (await call('/api/main/topic/name', orders)).json()) as string[];
  assert.ok(
    names.every((n) => /^orders-/.test(n)),
    names.join(','),
  );
  assert.ok(names.includes('orders-app-KSTREAM-REPARTITION-0000000005-repartition'));
});
