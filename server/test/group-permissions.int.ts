// Permissions of the group, ACL and tail routes with security on (server/config/secured.yml): a
// reader may look but not change offsets, delete groups or touch ACLs; a user limited to
// `orders-.*` names is refused other groups and topics by name, tail included.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { Consumer } from '@platformatic/kafka';
import { securedConsole } from './auth-helpers.ts';
import { demoConfig } from './helpers.ts';

const server = securedConsole({ users: ['reader', 'orders'] });
const { reader, orders } = server.as;

/** Every answer is read to its end, so no connection stays busy when the server closes. */
async function call(path: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await server.request(path, headers, method, body);
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

const acl = {
  principal: 'User:it-nobody',
  resourceType: 'TOPIC',
  resourceName: 'x',
  patternType: 'LITERAL',
  operation: 'READ',
  permissionType: 'ALLOW',
};

test('a reader reads groups and ACLs but changes nothing', async () => {
  assert.equal((await call('/api/main/group/billing-service', reader)).status, 200);
  assert.equal((await call('/api/main/acls', reader)).status, 200);
  const update = await call('/api/main/group/billing-service/offsets', reader, 'POST', [
    { topic: 'orders', partition: 0, offset: 0 },
  ]);
  assert.equal(update.status, 403);
  assert.match(update.json().message, /CONSUMER_GROUP and action UPDATE_OFFSET/);
  assert.equal((await call('/api/main/group/billing-service', reader, 'DELETE')).status, 403);
  assert.equal((await call('/api/main/group/billing-service/topic/orders', reader, 'DELETE')).status, 403);
  assert.equal((await call('/api/main/acls', reader, 'POST', acl)).status, 403);
  assert.equal((await call('/api/main/acls', reader, 'DELETE', acl)).status, 403);
});

test('name patterns apply to groups, topic groups and the tail', async () => {
  assert.equal((await call('/api/main/group/orders-dashboard', orders)).status, 200);
  assert.equal((await call('/api/main/group/billing-service', orders)).status, 403);
  // Asking for the groups of a topic reads the topic (its offsets, lag and assignments).
  assert.equal((await call('/api/main/group/topics?topics=orders', orders)).status, 403);
  assert.equal((await call('/api/main/group/topics?topics=orders-replica,orders', orders)).status, 403);
  assert.equal(
    (await call('/api/main/group/topics?topics=orders-replica&topics=orders', orders)).status,
    403,
  );
  assert.equal((await call('/api/main/topic/orders/groups', orders)).status, 403);
  assert.equal((await call('/api/main/group/topics?topics=orders-replica', orders)).status, 200);
  assert.equal((await call('/api/main/tail/sse?topics=clickstream-1m', orders)).status, 403);
  assert.equal((await call('/api/main/acls', orders)).status, 403);
});

test('lists a filter empties are left out, as AKHQ leaves out empty fields', async () => {
  // orders-dashboard (seeded) reads only `orders`, outside `orders-.*`: nothing about it remains.
  const group = (await call('/api/main/group/orders-dashboard', orders)).json();
  assert.deepEqual(
    ['offsets', 'topics', 'activeTopics'].filter((k) => k in group),
    [],
  );
  assert.ok(group.members.length > 0);
  for (const member of group.members) assert.ok(!('assignments' in member), JSON.stringify(member));
});

// Regression (issue 12): a user who may change offsets of `orders-.*` groups and read `orders-.*`
// topics. The topics named in a change, and the topics inside every group answer, are checked
// against the topic patterns too: they once revealed other teams' topics, partitions and ranges.
describe('a group changer limited to orders-.* topics', () => {
  const suffix = randomUUID().slice(0, 8);
  const mine = `orders-it-groupperm-${suffix}`;
  const hidden = `secret-groupperm-${suffix}`;
  const group = `orders-it-groupperm-${suffix}-g`;
  const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
  let consumer: Consumer | undefined;
  const changer = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'orders-changers',
        role: 'orders-changer',
        permissions: [
          { resources: ['TOPIC'], actions: ['READ'] },
          { resources: ['CONSUMER_GROUP'], actions: ['READ', 'UPDATE_OFFSET', 'DELETE_OFFSET'] },
        ],
        patterns: ['orders-.*'],
        clusters: ['main'],
      },
    },
    setup: ({ ctx }) =>
      ctx.kafka.run('main', 'create', (a) =>
        a.createTopics({ topics: [mine, hidden], partitions: 2, replicas: 1 }),
      ),
    teardown: async ({ ctx }) => {
      await consumer?.close(true).catch(() => {});
      await ctx.kafka.run('main', 'delete', (a) => a.deleteGroups({ groups: [group] })).catch(() => {});
      await ctx.kafka
        .run('main', 'delete', (a) => a.deleteTopics({ topics: [mine, hidden] }))
        .catch(() => {});
    },
  });
  const as = changer.as.orders;
  const ask = async (path: string, method = 'GET', body?: unknown) => {
    const res = await changer.request(path, as, method, body);
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  };

  test("an offset update naming another team's topic is refused before Kafka is asked", async () => {
    const refused = await ask(`/api/main/group/${group}/offsets`, 'POST', [
      { topic: mine, partition: 0, offset: 0 },
      { topic: 'payments-avro', partition: 99, offset: 5 },
    ]);
    assert.equal(refused.status, 403, refused.text);
    assert.match(refused.json().message, /resource TOPIC and action READ for 'payments-avro'/);
    assert.doesNotMatch(refused.text, /partition 99|between/);
    // The same change on the caller's own topic reaches Kafka's checks (no partition 99 there).
    const checked = await ask(`/api/main/group/${group}/offsets`, 'POST', [
      { topic: mine, partition: 99, offset: 0 },
    ]);
    assert.equal(checked.status, 400, checked.text);
    assert.match(checked.json().message, /no partition 99/);
  });

  test("deleting a group's offsets of another team's topic is refused", async () => {
    const refused = await ask(`/api/main/group/${group}/topic/${hidden}`, 'DELETE');
    assert.equal(refused.status, 403, refused.text);
    assert.equal((await ask(`/api/main/group/${group}/topic/${mine}`, 'DELETE')).status, 204);
  });

  test('offsets at a time leave out topics outside the patterns', async () => {
    // orders-dashboard (seeded) commits on `orders`, which `orders-.*` does not match.
    const at = await ask(`/api/main/group/orders-dashboard/offsets/start?timestamp=2020-01-01T00:00:00Z`);
    assert.equal(at.status, 200, at.text);
    assert.deepEqual(at.json(), []);
  });

  test("a live member's other topics are left out of every group answer", async () => {
    consumer = new Consumer({ clientId: 'it-groupperm', bootstrapBrokers: bootstrap, groupId: group });
    const stream = await consumer.consume({ topics: [mine, hidden], mode: 'earliest', autocommit: false });
    stream.on('data', () => {});
    const assigned = (g: { members?: { assignments?: { topic: string }[] }[] }) =>
      (g.members ?? []).flatMap((m) => (m.assignments ?? []).map((a) => a.topic));
    await eventually(
      async () => {
        const g = (await ask(`/api/main/group/${group}`)).json();
        assert.deepEqual(assigned(g), [mine, mine]);
      },
      { what: `${group} assigned`, timeoutMs: 30_000 },
    );
    const answers = [
      await ask(`/api/main/group/${group}`),
      await ask(`/api/main/group/${group}/members`),
      await ask(`/api/main/group/${group}/offsets`),
      await ask(`/api/main/group?search=${group}`),
      await ask(`/api/main/group/topics?topics=${mine}`),
      await ask(`/api/main/topic/${mine}/groups`),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 200, answer.text);
      assert.ok(answer.text.includes(mine), answer.text);
      assert.ok(!answer.text.includes(hidden), answer.text);
    }
  });
});
