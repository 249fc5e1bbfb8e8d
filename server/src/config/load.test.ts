import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyEnvOverrides } from './env.ts';
import { ConfigError, parseConfig } from './load.ts';

const minimal = { connections: { main: { properties: { 'bootstrap.servers': '127.0.0.1:9092' } } } };

test('a minimal config gets every default', () => {
  const config = parseConfig(minimal);
  assert.equal(config.server.port, 8080);
  assert.equal(config.server['base-path'], '');
  assert.equal(config.pagination['page-size'], 25);
  assert.deepEqual(config.connections.main?.connect, []);
  assert.equal(config.topic.retention, 86_400_000);
  assert.equal(config['topic-data']['max-value-length'], 100_000);
});

test('an unknown key is refused with its full path', () => {
  assert.throws(
    () => parseConfig({ ...minimal, server: { prot: 1 } }),
    (e: unknown) => e instanceof ConfigError && e.message.includes('server.prot: unknown key'),
  );
});

test('a bad value names the key and the rule', () => {
  assert.throws(
    () =>
      parseConfig({
        connections: {
          main: { properties: { 'bootstrap.servers': 'x' }, 'schema-registry': { url: 'nope' } },
        },
      }),
    (e: unknown) => e instanceof ConfigError && e.message.includes('connections.main.schema-registry.url'),
  );
  assert.throws(
    () => parseConfig({ connections: { main: { properties: {} } } }),
    (e: unknown) =>
      e instanceof ConfigError &&
      /connections\.main\.properties: bootstrap\.servers is required/.test(e.message),
  );
  assert.throws(() => parseConfig({}), /connections/);
});

test('environment variables override keys, keeping types', () => {
  const merged = applyEnvOverrides(minimal, {
    CONSOLE__SERVER__PORT: '9090',
    CONSOLE__CONNECTIONS__MAIN__PROPERTIES__BOOTSTRAP_SERVERS: 'broker:1234',
    CONSOLE__CONNECTIONS__MAIN__PROPERTIES__SASL_MECHANISM: 'PLAIN',
    CONSOLE__SERVER__BASE_PATH: '/console',
    OTHER: 'ignored',
  });
  const config = parseConfig(merged);
  assert.equal(config.server.port, 9090);
  assert.equal(config.server['base-path'], '/console');
  assert.equal(config.connections.main?.properties['bootstrap.servers'], 'broker:1234');
  assert.equal(config.connections.main?.properties['sasl.mechanism'], 'PLAIN');
});
