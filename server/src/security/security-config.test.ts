import assert from 'node:assert/strict';
import { test } from 'node:test';
import { P } from '@console/contract';
import { parseConfig } from '../config/load.ts';
import { bindingsOf, mapExternalGroups } from './callers.ts';
import { verifyPassword } from './passwords.ts';
import { allows } from './permission.ts';
import { SecurityConfig } from './security-config.ts';

const connections = { main: { properties: { 'bootstrap.servers': 'k:9092' } } };
const secret = 'a-test-secret-of-at-least-32-characters!';
const argon =
  '$argon2id$v=19$m=19456,t=2,p=1$Qet0TtIcNUvxfj0XoAWrCg$bfwRZmkw8YOzN/6z6hvCQ2SE5gxOnbpbTaP6RHBa6tY';

test('a plain-text password stops the start with how to hash one', () => {
  assert.throws(
    () =>
      parseConfig({
        connections,
        security: { 'signing-secret': secret, 'basic-auth': [{ username: 'a', password: 'admin-pw' }] },
      }),
    /security\.basic-auth\.0\.password: plain-text passwords are refused; .*npm run hash-password/,
  );
});

test('a secured config without a signing secret stops the start naming the key', () => {
  assert.throws(() => parseConfig({ connections, security: {} }), /security\.signing-secret/);
});

test('unknown roles and groups are named', () => {
  const result = SecurityConfig.safeParse({
    'signing-secret': secret,
    'default-group': 'nobody',
    roles: {},
    groups: { g: [{ role: 'missing' }] },
    'basic-auth': [{ username: 'a', password: argon, groups: ['ghost'] }],
  });
  assert.equal(result.success, false);
  const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  assert.ok(messages.includes("groups.g.0.role: unknown role 'missing'"), messages.join('\n'));
  assert.ok(messages.includes("default-group: unknown group 'nobody'"));
  assert.ok(messages.includes("basic-auth.0.groups.0: unknown group 'ghost'"));
});

test('group patterns are full matches and the default group applies to everyone', () => {
  const security = SecurityConfig.parse({
    'signing-secret': secret,
    'default-group': 'nodes',
    roles: { read: [{ resources: ['TOPIC', 'NODE'], actions: ['READ'] }] },
    groups: {
      orders: [{ role: 'read', patterns: ['orders-.*'], clusters: ['main'] }],
      nodes: [{ role: 'read' }],
    },
  });
  const caller = { logged: true, bindings: bindingsOf(security, ['orders']) };
  assert.equal(allows(caller, P.TOPIC.READ, 'main', 'orders-eu'), true);
  assert.equal(allows({ ...caller, bindings: bindingsOf(security, []) }, P.NODE.READ, 'main'), true);
  const onlyOrders = {
    logged: true,
    bindings: bindingsOf({ ...security, 'default-group': undefined }, ['orders']),
  };
  assert.equal(allows(onlyOrders, P.TOPIC.READ, 'main', 'old-orders-eu'), false);
  assert.equal(allows(onlyOrders, P.TOPIC.READ, 'second', 'orders-eu'), false);
});

test('external groups map to console groups, plus the source default group', () => {
  const source = { 'default-group': 'base', groups: [{ name: 'kafka-admins', groups: ['admin'] }] };
  assert.deepEqual(mapExternalGroups(source, ['kafka-admins', 'other']), ['base', 'admin']);
  assert.deepEqual(mapExternalGroups({ groups: [] }, ['kafka-admins']), []);
});

test('argon2id and bcrypt hashes verify; a wrong password or unknown user does not', async () => {
  const bcrypt = '$2b$10$bmbmWbMV4p4oBV9ejeW96u4QZXo1sAcQRpv.CFlg51M4nhE3W3yn.';
  assert.equal(await verifyPassword('admin-pw', argon), true);
  assert.equal(await verifyPassword('admin-pX', argon), false);
  assert.equal(await verifyPassword('reader-pw', bcrypt), true);
  assert.equal(await verifyPassword('reader-pw', undefined), false);
});
