import assert from 'node:assert/strict';
import { test } from 'node:test';
import { connectWorkerProps } from './connect.ts';
import { mainNodeProps, newClusterId, secondNodeProps } from './kafka-config.ts';

const nodes = [
  { id: 1, port: 19092, controllerPort: 19093 },
  { id: 2, port: 29092, controllerPort: 29093 },
  { id: 3, port: 39092, controllerPort: 39093 },
];

test('main node: static quorum of three, loopback listeners, authorizer with ANONYMOUS super user', () => {
  const p = mainNodeProps(nodes[1]!, nodes, '/data/n2');
  assert.equal(p['node.id'], 2);
  assert.equal(p['controller.quorum.voters'], '1@127.0.0.1:19093,2@127.0.0.1:29093,3@127.0.0.1:39093');
  assert.equal(p.listeners, 'PLAINTEXT://127.0.0.1:29092,CONTROLLER://127.0.0.1:29093');
  assert.equal(p['advertised.listeners'], 'PLAINTEXT://127.0.0.1:29092');
  assert.equal(p['authorizer.class.name'], 'org.apache.kafka.metadata.authorizer.StandardAuthorizer');
  assert.equal(p['super.users'], 'User:ANONYMOUS');
  assert.equal(p['default.replication.factor'], 3);
  assert.equal(p['min.insync.replicas'], 2);
  assert.equal(p['group.initial.rebalance.delay.ms'], 0);
  // A static quorum must not also set the dynamic-quorum bootstrap key.
  assert.equal(p['controller.quorum.bootstrap.servers'], undefined);
});

test('second node: SASL/PLAIN (and SCRAM for clients) on client and controller listeners, users in the JAAS line', () => {
  const users = { admin: 'admin-secret', alice: 'alice-secret' };
  const p = secondNodeProps({ id: 1, port: 9192, controllerPort: 9193 }, users, '/data/s');
  assert.equal(
    p['listener.security.protocol.map'],
    'CONTROLLER:SASL_PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT',
  );
  assert.equal(p['super.users'], 'User:admin');
  assert.equal(p['allow.everyone.if.no.acl.found'], false);
  const jaas = String(p['listener.name.sasl_plaintext.plain.sasl.jaas.config']);
  assert.match(jaas, /username="admin" password="admin-secret"/);
  assert.match(jaas, /user_alice="alice-secret";$/);
  assert.doesNotMatch(String(p['listener.name.controller.plain.sasl.jaas.config']), /alice/);
  assert.equal(p['sasl.enabled.mechanisms'], 'PLAIN,SCRAM-SHA-256,SCRAM-SHA-512');
  assert.equal(p['listener.name.controller.sasl.enabled.mechanisms'], 'PLAIN');
  assert.match(
    String(p['listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config']),
    /ScramLoginModule required;$/,
  );
});

test('connect worker: replication factor 3 for internal topics, service_load discovery, loopback REST', () => {
  const p = connectWorkerProps('a:1,b:2', 8083);
  assert.equal(p['config.storage.replication.factor'], 3);
  assert.equal(p['plugin.discovery'], 'service_load');
  assert.equal(p.listeners, 'http://127.0.0.1:8083');
});

test('cluster ids are 22-char URL-safe base64 and never start with a dash', () => {
  let calls = 0;
  const id = newClusterId(() =>
    Buffer.from(calls++ === 0 ? [0xfb, ...Array(15).fill(1)] : Array(16).fill(7)),
  );
  assert.equal(calls, 2);
  assert.match(id, /^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
});
