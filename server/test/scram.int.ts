// SCRAM users (issue 16) against the real `second` cluster (SASL PLAIN and SCRAM-SHA-256/512): a
// user created through the console logs in with kcat (librdkafka, not ours) and produces a record
// that is read back; a changed password refuses the old one; a deleted user is refused. A caller
// limited to some names sees only those users.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type ErrorBody, P, type ScramUser } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { createScramUser, deleteScramUser } from '../src/services/scram-service.ts';
import { securedConsole } from './auth-helpers.ts';
import { json, type RunningServer, startServer } from './helpers.ts';
import { kcatWithScram } from './scram-kcat.ts';

const mine = randomUUID().slice(0, 8);
const USER = `it-scram-${mine}`;
const TOPIC = `it-scram-${mine}`;
const SECOND = '127.0.0.1:9192';
const FIRST_PASSWORD = `first-${randomUUID()}`;
const SECOND_PASSWORD = `second-${randomUUID()}`;

const sasl = (mechanism: string, username: string, password: string) => [
  '-X',
  'security.protocol=SASL_PLAINTEXT',
  '-X',
  `sasl.mechanisms=${mechanism}`,
  '-X',
  `sasl.username=${username}`,
  '-X',
  `sasl.password=${password}`,
];

/** kcat producing one record as a SCRAM user; rejects with kcat's error when the login is refused. */
async function produceAs(password: string, value: string): Promise<void> {
  const args = ['-P', '-b', SECOND, '-t', TOPIC, '-X', 'message.timeout.ms=10000'];
  await kcatWithScram([...args, ...sasl('SCRAM-SHA-512', USER, password)], value);
}

async function refused(password: string): Promise<void> {
  await assert.rejects(produceAs(password, 'refused'), /Authentication failed|invalid credentials/);
}

/** The topic's values, read by kcat as the cluster's admin (PLAIN). */
async function values(): Promise<string[]> {
  const args = ['-C', '-b', SECOND, '-t', TOPIC, '-o', 'beginning', '-e', '-q', '-f', '%s\n'];
  const out = await kcatWithScram([...args, ...sasl('PLAIN', 'admin', 'admin-secret')]);
  return out.split('\n').filter(Boolean);
}

describe('SCRAM users on second', () => {
  let server: RunningServer;
  const send = (method: string, path: string, body?: unknown) =>
    server.get(`/api/second/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  before(async () => {
    server = await startServer();
    await server.ctx.kafka.run('second', 'create topic', (a) =>
      a.createTopics({ topics: [TOPIC], partitions: 1, replicas: 1 }),
    );
  });
  after(async () => {
    await send('DELETE', `scram-user/${USER}`).catch(() => {});
    await server.ctx.kafka
      .run('second', 'cleanup', (a) => a.deleteTopics({ topics: [TOPIC] }))
      .catch(() => {});
    await server.close();
  });

  test('a user created through the console produces with kcat, and its record is there', async () => {
    const created = await send('POST', 'scram-user', {
      user: USER,
      mechanism: 'SCRAM-SHA-512',
      iterations: 4096,
      password: FIRST_PASSWORD,
    });
    const text = await created.text();
    assert.equal(created.status, 201, text);
    assert.ok(!text.includes(FIRST_PASSWORD), 'the answer carries the password');
    assert.deepEqual(JSON.parse(text), {
      name: USER,
      credentials: [{ mechanism: 'SCRAM-SHA-512', iterations: 4096 }],
    });
    const acl = await send('POST', 'acls', {
      principal: `User:${USER}`,
      resourceType: 'TOPIC',
      resourceName: TOPIC,
      patternType: 'LITERAL',
      operation: 'WRITE',
      permissionType: 'ALLOW',
      host: '*',
    });
    assert.equal(acl.status, 201, await acl.clone().text());

    await eventually(() => produceAs(FIRST_PASSWORD, `first-${mine}`), {
      timeoutMs: 30_000,
      what: 'kcat login',
    });
    assert.deepEqual(await values(), [`first-${mine}`]);

    const listed = await json<ScramUser[]>(await send('GET', `scram-user?search=${mine}`));
    assert.deepEqual(listed, [
      { name: USER, credentials: [{ mechanism: 'SCRAM-SHA-512', iterations: 4096 }] },
    ]);
  });

  test('a second mechanism is added beside the first; the same one again is a 409', async () => {
    const again = await send('POST', 'scram-user', { user: USER, mechanism: 'SCRAM-SHA-512', password: 'x' });
    assert.equal(again.status, 409);
    const added = await send('POST', 'scram-user', {
      user: USER,
      mechanism: 'SCRAM-SHA-256',
      password: 'other',
    });
    assert.equal(added.status, 201);
    const listed = await eventually(async () => {
      const [user] = await json<ScramUser[]>(await send('GET', `scram-user?search=${mine}`));
      assert.equal(user?.credentials.length, 2);
      return user;
    });
    assert.deepEqual(listed.credentials, [
      { mechanism: 'SCRAM-SHA-256', iterations: 8192 },
      { mechanism: 'SCRAM-SHA-512', iterations: 4096 },
    ]);
    const one = await send('DELETE', `scram-user/${USER}?mechanism=SCRAM-SHA-256`);
    assert.equal(one.status, 204);
    const [left] = await eventually(async () => {
      const users = await json<ScramUser[]>(await send('GET', `scram-user?search=${mine}`));
      assert.equal(users[0]?.credentials.length, 1);
      return users;
    });
    assert.deepEqual(left?.credentials, [{ mechanism: 'SCRAM-SHA-512', iterations: 4096 }]);
  });

  test('a change of a mechanism the user does not hold is a 404, and creates nothing', async () => {
    const attempt = `not-created-${mine}`;
    const changed = await send('PUT', `scram-user/${USER}`, {
      mechanism: 'SCRAM-SHA-256',
      password: attempt,
    });
    assert.equal(changed.status, 404);
    assert.equal(
      (await json<ErrorBody>(changed)).message,
      `SCRAM user '${USER}' has no SCRAM-SHA-256 credential (it has SCRAM-SHA-512): add one with Create`,
    );
    // Kafka has no SCRAM-SHA-256 credential for the user: a login with it is refused.
    const args = ['-P', '-b', SECOND, '-t', TOPIC, '-X', 'message.timeout.ms=10000'];
    await assert.rejects(
      kcatWithScram([...args, ...sasl('SCRAM-SHA-256', USER, attempt)], 'refused'),
      /Authentication failed|invalid credentials/,
    );
  });

  test('a changed password refuses the old one and takes the new one', async () => {
    const changed = await send('PUT', `scram-user/${USER}`, {
      mechanism: 'SCRAM-SHA-512',
      iterations: 5000,
      password: SECOND_PASSWORD,
    });
    const text = await changed.text();
    assert.equal(changed.status, 200, text);
    assert.ok(!text.includes(SECOND_PASSWORD));
    await eventually(() => refused(FIRST_PASSWORD), { timeoutMs: 30_000, what: 'old password refused' });
    await eventually(() => produceAs(SECOND_PASSWORD, `second-${mine}`), { timeoutMs: 30_000 });
    assert.deepEqual(await values(), [`first-${mine}`, `second-${mine}`]);
  });

  test('a deleted user is refused, all of its mechanisms at once', async () => {
    const added = await send('POST', 'scram-user', {
      user: USER,
      mechanism: 'SCRAM-SHA-256',
      password: 'other',
    });
    assert.equal(added.status, 201);
    await eventually(async () => {
      const [user] = await json<ScramUser[]>(await send('GET', `scram-user?search=${mine}`));
      assert.equal(user?.credentials.length, 2);
    });
    const deleted = await send('DELETE', `scram-user/${USER}`);
    assert.equal(deleted.status, 204);
    await eventually(() => refused(SECOND_PASSWORD), { timeoutMs: 30_000, what: 'deleted user refused' });
    const listed = await json<ScramUser[]>(await send('GET', `scram-user?search=${mine}`));
    assert.deepEqual(listed, []);
    assert.equal((await send('DELETE', `scram-user/${USER}`)).status, 404);
    assert.equal(
      (await send('PUT', `scram-user/${USER}`, { mechanism: 'SCRAM-SHA-256', password: 'p' })).status,
      404,
    );
  });

  test('bad input is a 400 naming the field, never echoing the password', async () => {
    const secret = `secret-${mine}`;
    const cases: Array<[unknown, RegExp]> = [
      [{ user: USER, mechanism: 'SCRAM-SHA-1', password: secret }, /mechanism/],
      [
        { user: USER, mechanism: 'SCRAM-SHA-256', iterations: 1000, password: secret },
        /iterations must be at least 4096/,
      ],
      [
        { user: USER, mechanism: 'SCRAM-SHA-256', iterations: 20000, password: secret },
        /iterations must be at most 16384/,
      ],
      [{ user: USER, mechanism: 'SCRAM-SHA-256', password: '' }, /password cannot be empty/],
      [{ user: '', mechanism: 'SCRAM-SHA-256', password: secret }, /user name cannot be empty/],
      [{ user: '..', mechanism: 'SCRAM-SHA-256', password: secret }, /cannot be user names/],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', 'scram-user', body);
      const text = await response.text();
      assert.equal(response.status, 400, text);
      assert.match((JSON.parse(text) as ErrorBody).message, message);
      assert.ok(!text.includes(secret));
    }
  });
});

describe('SCRAM users seen through name patterns', () => {
  const IN = `it-scram-in-${mine}`;
  const OUT = `it-scram-out-${mine}`;
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'scram-readers',
        role: 'scram-reader',
        permissions: [{ resources: [P.SCRAM_USER.READ.resource], actions: ['READ', 'DELETE'] }],
        patterns: ['it-scram-in-.*'],
        clusters: ['main'],
      },
    },
    setup: async ({ ctx }) => {
      for (const user of [IN, OUT]) {
        await ctx.kafka.run('main', 'scram', (a) =>
          createScramUser(a, { user, mechanism: 'SCRAM-SHA-256', iterations: 4096, password: randomUUID() }),
        );
      }
    },
    teardown: async ({ ctx }) => {
      for (const user of [IN, OUT]) {
        await ctx.kafka.run('main', 'scram', (a) => deleteScramUser(a, user)).catch(() => {});
      }
    },
  });

  test('the list shows only the users inside the patterns; outside ones are refused by name', async () => {
    const listed = await eventually(async () => {
      const response = await server.request(`/api/main/scram-user?search=${mine}`, server.as.orders);
      assert.equal(response.status, 200);
      const users = await json<ScramUser[]>(response);
      assert.ok(users.length >= 1);
      return users;
    });
    assert.deepEqual(
      listed.map((u) => u.name),
      [IN],
    );
    const outside = await server.request(`/api/main/scram-user/${OUT}`, server.as.orders, 'DELETE');
    assert.equal(outside.status, 403);
    const other = await server.request(`/api/second/scram-user`, server.as.orders);
    assert.equal(other.status, 403);
  });
});
