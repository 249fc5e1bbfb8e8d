import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toClientOptions } from './client-options.ts';

test('plaintext brokers are split and trimmed', () => {
  assert.deepEqual(toClientOptions({ 'bootstrap.servers': 'a:1, b:2' }), {
    bootstrapBrokers: ['a:1', 'b:2'],
  });
});

test('SASL/PLAIN credentials come from the JAAS line', () => {
  const options = toClientOptions({
    'bootstrap.servers': 'a:1',
    'security.protocol': 'SASL_PLAINTEXT',
    'sasl.mechanism': 'PLAIN',
    'sasl.jaas.config':
      'org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="s\\"ecret";',
  });
  assert.deepEqual(options.sasl, { mechanism: 'PLAIN', username: 'admin', password: 's"ecret' });
  assert.equal(options.tls, undefined);
});

test('unsupported settings are refused by name', () => {
  assert.throws(
    () => toClientOptions({ 'bootstrap.servers': 'a:1', 'security.protocol': 'KERBEROS' }),
    /security\.protocol/,
  );
  assert.throws(
    () =>
      toClientOptions({
        'bootstrap.servers': 'a:1',
        'security.protocol': 'SASL_SSL',
        'sasl.mechanism': 'GSSAPI',
      }),
    /sasl\.mechanism/,
  );
  assert.throws(
    () => toClientOptions({ 'bootstrap.servers': 'a:1', 'security.protocol': 'SASL_PLAINTEXT' }),
    /sasl\.jaas\.config/,
  );
  assert.throws(
    () =>
      toClientOptions({
        'bootstrap.servers': 'a:1',
        'security.protocol': 'SSL',
        'ssl.truststore.location': '/x.jks',
      }),
    /ssl\.truststore\.location/,
  );
});
