import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, Consumer as GroupMember } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { Admin, Consumer } from '@platformatic/kafka';
import { changeRequest, demoConfig, json, type RunningServer, startServer } from './helpers.ts';

// Kafka's refusals over HTTP against the real clusters, mapped by Kafka's error code
// (server/src/kafka/error-codes.ts): bad input 400, Kafka ACLs 403, missing things 404, state
// conflicts 409, with Kafka's own words in the message. Topics and groups of this file are named
// it-kerr-<random> and removed at the end; the refused calls on `second` change nothing.

const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
const suffix = randomBytes(4).toString('hex');
const topic = `it-kerr-${suffix}`;
const live = `it-kerr-${suffix}-live`;
const missing = `it-kerr-${suffix}-missing`;

describe('Kafka errors by code (cluster main)', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-kafka-errors', bootstrapBrokers: bootstrap });
  let consumer: Consumer | undefined;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await consumer?.close(true).catch(() => {});
    await admin.deleteGroups({ groups: [live] }).catch(() => {});
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.close();
    await server.close();
  });

  const call = async (path: string, init?: RequestInit) => {
    const res = await server.get(path, init);
    return { status: res.status, message: (await json<ErrorBody>(res)).message };
  };

  test('a replication factor of 9 on 3 brokers is 400 with Kafka’s reason; nothing is created', async () => {
    const res = await call(
      '/api/main/topic',
      changeRequest('POST', { name: topic, partition: 1, replication: 9 }),
    );
    assert.equal(res.status, 400, res.message);
    assert.match(res.message, new RegExp(`^Kafka refused create topic '${topic}': `));
    assert.match(res.message, /replication factor of 9 .*3 broker.*\(INVALID_REPLICATION_FACTOR\)/);
    assert.equal((await server.get(`/api/main/topic/${topic}`)).status, 404);
  });

  test('a config value Kafka does not accept is 400 naming the config', async () => {
    const res = await call(
      '/api/main/topic',
      changeRequest('POST', {
        name: topic,
        partition: 1,
        replication: 1,
        configs: { 'cleanup.policy': 'bogus' },
      }),
    );
    assert.equal(res.status, 400, res.message);
    assert.match(res.message, /cleanup\.policy.*\(INVALID_CONFIG\)/);
    assert.equal((await server.get(`/api/main/topic/${topic}`)).status, 404);
  });

  test('creating an existing topic is 409; fewer partitions than now is 400', async () => {
    const created = await server.get(
      '/api/main/topic',
      changeRequest('POST', { name: topic, partition: 2, replication: 1 }),
    );
    assert.equal(created.status, 200, await created.clone().text());
    const again = await call(
      '/api/main/topic',
      changeRequest('POST', { name: topic, partition: 1, replication: 1 }),
    );
    assert.equal(again.status, 409, again.message);
    assert.match(again.message, new RegExp(`'${topic}' already exists.*\\(TOPIC_ALREADY_EXISTS\\)`));
    const fewer = await call(`/api/main/topic/${topic}/partitions`, changeRequest('POST', { partition: 1 }));
    assert.equal(fewer.status, 400, fewer.message);
    assert.match(fewer.message, /^body\.partition: .*already has 2 partitions/);
    const same = await call(`/api/main/topic/${topic}/partitions`, changeRequest('POST', { partition: 2 }));
    assert.equal(same.status, 400, same.message);
  });

  test('a missing topic is 404 where Kafka itself says so (configs, producing)', async () => {
    // Both went through Kafka's UNKNOWN_TOPIC_OR_PARTITION: configs answered 409, producing 502.
    const configs = await call(`/api/main/topic/${missing}/configs`);
    assert.equal(configs.status, 404, configs.message);
    assert.match(configs.message, /\(UNKNOWN_TOPIC_OR_PARTITION\)/);
    const produced = await call(
      `/api/main/topic/${missing}/data`,
      changeRequest('POST', { partition: 0, value: 'x', timestamp: null }),
    );
    assert.equal(produced.status, 404, produced.message);
    assert.match(produced.message, new RegExp(`Unknown topic ${missing}`));
    assert.equal(
      (await server.get(`/api/main/topic/${missing}`)).status,
      404,
      'and producing created no topic',
    );
  });

  test('deleting a group: 409 while it has members, 404 when there is none', async () => {
    consumer = new Consumer({ clientId: 'it-kafka-errors-live', bootstrapBrokers: bootstrap, groupId: live });
    const stream = await consumer.consume({ topics: [topic], mode: 'earliest', autocommit: false });
    stream.on('data', () => {});
    // The member shows once the group has settled (a join takes a few hundred ms).
    await eventually(
      async () => {
        const members = await json<GroupMember[]>(await server.get(`/api/main/group/${live}/members`));
        assert.equal(Array.isArray(members) ? members.length : members, 1);
      },
      { timeoutMs: 20_000, what: `one member in ${live}` },
    );
    const busy = await call(`/api/main/group/${live}`, changeRequest('DELETE'));
    assert.equal(busy.status, 409, busy.message);
    assert.match(busy.message, /active member/);
    assert.equal((await server.get(`/api/main/group/${live}`)).status, 200, 'the group is still there');
    await stream.close();
    await consumer.close(true);
    consumer = undefined;

    const none = await call(`/api/main/group/${missing}`, changeRequest('DELETE'));
    assert.equal(none.status, 404, none.message);
    assert.match(none.message, new RegExp(`'${missing}' doesn't exist`));
  });
});

describe('Kafka errors by code (cluster second, SASL with an authorizer)', () => {
  const as = (username: string, password: string) =>
    demoConfig((raw) => {
      const second = raw.connections.second;
      if (second) {
        second.properties['sasl.jaas.config'] =
          `org.apache.kafka.common.security.plain.PlainLoginModule required username="${username}" password="${password}";`;
      }
      return raw;
    });
  const denied = `it-kerr-${suffix}-denied`;

  test('what Kafka’s ACLs refuse the console’s principal is 403 with Kafka’s code; nothing is created', async () => {
    const server = await startServer(as('alice', 'alice-secret'));
    try {
      const configs = await server.get('/api/second/topic/inventory/configs');
      assert.equal(configs.status, 403);
      assert.match(
        (await json<ErrorBody>(configs)).message,
        /^Kafka refused topic configs: the console's Kafka principal is not allowed: .*\(TOPIC_AUTHORIZATION_FAILED\)$/,
      );
      const create = await server.get(
        '/api/second/topic',
        changeRequest('POST', { name: denied, partition: 1, replication: 1 }),
      );
      assert.equal(create.status, 403);
      assert.match((await json<ErrorBody>(create)).message, /_AUTHORIZATION_FAILED\)/);
    } finally {
      await server.close();
    }
    const adminServer = await startServer();
    try {
      assert.equal((await adminServer.get(`/api/second/topic/${denied}`)).status, 404);
    } finally {
      await adminServer.close();
    }
  });

  test('the console’s own SASL login refused stays 502 (the cluster is unusable), with Kafka’s reason', async () => {
    const server = await startServer(as('alice', 'wrong-password'));
    try {
      const res = await server.get('/api/second/topic');
      assert.equal(res.status, 502);
      assert.match(
        (await json<ErrorBody>(res)).message,
        /^Cluster 'second' is unreachable \(topic list\): .*Invalid username or password \(SASL_AUTHENTICATION_FAILED\)/,
      );
    } finally {
      await server.close();
    }
  });
});
