// Streams groups (issue 16, KIP-1071) against a real Kafka Streams application on the new protocol
// (Kafka's WordCountDemo with group.protocol=streams), compared with Kafka's StreamsGroupCommand
// (`kafka-streams-groups.sh`): state, members with their process and tasks, the topology, lag per
// partition; delete and offset reset refused while the application runs, done once it stopped.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { StreamsGroup, StreamsSupport } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { kafkaTool, produce } from '@console/stack/list-kafka';
import {
  ensureWordCountTopics,
  type StreamsApp,
  startWordCount,
  WORDCOUNT_INPUT,
} from '@console/stack/streams-app';
import { securedConsole } from './auth-helpers.ts';
import { json, type RunningServer, startServer } from './helpers.ts';

// A JVM starting Kafka Streams and joining the group takes a while on a busy machine.
const appStarts = { timeoutMs: 120_000, intervalMs: 1000, what: 'the streams application in the group' };
const id = `it-streams-${randomUUID().slice(0, 8)}`;
const store = `${id}-KSTREAM-AGGREGATE-STATE-STORE-0000000003`;
let server: RunningServer;
let app: StreamsApp;

const groupsTool = (args: string[]) =>
  kafkaTool('org.apache.kafka.tools.streams.StreamsGroupCommand', [
    '--bootstrap-server',
    '127.0.0.1:19092',
    ...args,
  ]);
/** Rows of the tool's table for our group, split on runs of spaces. */
const rows = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith(`${id} `))
    .map((l) => l.trim().split(/\s+/));

async function group(): Promise<StreamsGroup> {
  const res = await server.get(`/api/main/streams-group/${id}`);
  assert.equal(res.status, 200, await res.clone().text());
  return json<StreamsGroup>(res);
}

before(async () => {
  server = await startServer();
  await ensureWordCountTopics();
  app = startWordCount(id);
});
after(async () => {
  await app?.stop();
  await groupsTool(['--delete', '--group', id, '--delete-all-internal-topics']).catch(() => {});
  await server?.close();
});

test('the cluster says it has streams groups', async () => {
  const support = await json<StreamsSupport>(await server.get('/api/main/streams-group-support'));
  assert.equal(support.supported, true);
  assert.equal(support.feature?.finalized, 1);
  assert.ok(support.describeVersions);
});

test('the group, its member and tasks are those StreamsGroupCommand describes', async () => {
  const running = await eventually(async () => {
    const g = await group();
    assert.equal(g.state, 'STABLE');
    assert.equal(g.members?.length, 1);
    assert.ok(g.members?.[0]?.active?.length, 'tasks assigned');
    return g;
  }, appStarts);
  const members = rows(await groupsTool(['--describe', '--group', id, '--members']));
  assert.equal(members.length, 1);
  const [, memberId, processId, clientId, ...assignments] = members[0]!;
  const m = running.members![0]!;
  assert.deepEqual([m.id, m.processId, m.clientId], [memberId, processId, clientId]);
  // `ACTIVE: 0:[0,1,2]; 1:[0,1,2];`
  const active = [...assignments.join(' ').matchAll(/(\w+):\[([\d,]*)\]/g)].map((a) => ({
    subtopology: a[1]!,
    partitions: a[2]!.split(',').map(Number),
  }));
  assert.deepEqual(m.active, active);
  const state = rows(await groupsTool(['--describe', '--group', id, '--state', '--verbose']))[0]!;
  assert.equal(running.coordinator.id, Number(/\((\d+)\)/.exec(state.join(' '))?.[1]));
  assert.equal(running.groupEpoch, Number(state.at(-3)));

  // WordCountDemo's topology: read the input, repartition by word, count into a store.
  const [first, second] = running.subtopologies ?? [];
  assert.deepEqual(first?.sourceTopics, [WORDCOUNT_INPUT]);
  assert.deepEqual(first?.repartitionSinkTopics, [`${store}-repartition`]);
  assert.deepEqual(
    second?.repartitionSourceTopics?.map((t) => t.name),
    [`${store}-repartition`],
  );
  assert.deepEqual(
    second?.stateChangelogTopics?.map((t) => t.name),
    [`${store}-changelog`],
  );
});

test('delete and offset reset are refused while the application runs', async () => {
  const del = await server.send('DELETE', `/api/main/streams-group/${id}`);
  assert.equal(del.status, 409);
  assert.match((await json<{ message: string }>(del)).message, /1 active member.*stop the application/);
  const reset = await server.send('POST', `/api/main/streams-group/${id}/offsets/reset`, {
    to: 'EARLIEST',
    topics: [WORDCOUNT_INPUT],
  });
  assert.equal(reset.status, 409);
  const bad = await server.send('POST', `/api/main/streams-group/${id}/offsets/reset`, {
    to: 'YESTERDAY',
    topics: [WORDCOUNT_INPUT],
  });
  assert.equal(bad.status, 400);
  assert.match((await json<{ message: string }>(bad)).message, /to must be 'EARLIEST' or 'LATEST'/);
});

/** StreamsGroupCommand's offsets table: `topic-partition` -> current (or '-'), log end and lag. */
async function toolOffsets() {
  const out = await groupsTool(['--describe', '--group', id, '--offsets', '--verbose']);
  return new Map(
    rows(out).map((r) => [`${r[1]}-${r[2]}`, { current: r[3], end: Number(r[5]), lag: Number(r[6]) }]),
  );
}

/** Committed offsets of an empty group as the tool reads them: a dry-run reset to the current ones. */
async function toolCommitted(group = id) {
  const out = await groupsTool([
    '--reset-offsets',
    '--group',
    group,
    '--all-input-topics',
    '--to-current',
    '--dry-run',
  ]);
  const mine = out.split('\n').filter((l) => l.startsWith(`${group} `));
  return new Map(mine.map((l) => l.trim().split(/\s+/)).map((r) => [`${r[1]}-${r[2]}`, Number(r[3])]));
}

test('the committed offsets and lag are those StreamsGroupCommand shows while it runs', async () => {
  await produce(WORDCOUNT_INPUT, 0, 5);
  await eventually(async () => {
    const tool = await toolOffsets();
    const input = tool.get(`${WORDCOUNT_INPUT}-0`);
    assert.ok(input && input.current !== '-', 'the application committed partition 0');
    const ours = (await group()).offsets ?? [];
    for (const o of ours) {
      const t = tool.get(`${o.topic}-${o.partition}`);
      if (!t || t.current === '-') continue;
      assert.deepEqual(
        [o.offset, o.lastOffset, o.offsetLag],
        [Number(t.current), t.end, t.lag],
        `${o.topic}-${o.partition}`,
      );
    }
    assert.ok(
      ours.some(
        (o) => o.topic === WORDCOUNT_INPUT && o.partition === 0 && o.offset === Number(input.current),
      ),
    );
  }, appStarts);
});

test('once stopped, the lag grows, offsets reset to earliest and the group deletes', async () => {
  await app.stop();
  await eventually(async () => assert.equal((await group()).members, undefined), appStarts);
  const before = (await group()).offsets?.find((o) => o.topic === WORDCOUNT_INPUT && o.partition === 0);
  await produce(WORDCOUNT_INPUT, 0, 7);
  const after = await eventually(async () => {
    const o = (await group()).offsets?.find((x) => x.topic === WORDCOUNT_INPUT && x.partition === 0);
    assert.equal(o?.offsetLag, (before?.offsetLag ?? 0) + 7);
    return o;
  });
  assert.equal((await toolCommitted()).get(`${WORDCOUNT_INPUT}-0`), after?.offset);

  // Only source topics move: a repartition topic, or none, is refused by name.
  const repartition = `${store}-repartition`;
  const notSource = await server.send('POST', `/api/main/streams-group/${id}/offsets/reset`, {
    to: 'EARLIEST',
    topics: [WORDCOUNT_INPUT, repartition],
  });
  assert.equal(notSource.status, 400);
  assert.equal(
    (await json<{ message: string }>(notSource)).message,
    `Not source topics of streams group '${id}': '${repartition}'`,
  );
  const none = await server.send('POST', `/api/main/streams-group/${id}/offsets/reset`, {
    to: 'EARLIEST',
    topics: [],
  });
  assert.equal(none.status, 400);
  assert.match((await json<{ message: string }>(none)).message, /at least one source topic/);
  assert.equal((await toolCommitted()).get(`${WORDCOUNT_INPUT}-0`), after?.offset);

  const reset = await server.send('POST', `/api/main/streams-group/${id}/offsets/reset`, {
    to: 'EARLIEST',
    topics: [WORDCOUNT_INPUT],
  });
  assert.equal(reset.status, 204, await reset.text());
  const firsts = new Map(
    ((await group()).offsets ?? []).map((o) => [`${o.topic}-${o.partition}`, o.firstOffset]),
  );
  const committed = await toolCommitted();
  assert.ok(committed.size >= 3);
  for (const [key, offset] of committed)
    assert.equal(offset, firsts.get(key), `${key} after reset to earliest`);

  const del = await server.send('DELETE', `/api/main/streams-group/${id}`);
  assert.equal(del.status, 204, await del.text());
  const listed = await groupsTool(['--list']);
  assert.ok(!listed.split('\n').includes(id), 'the tool no longer lists the group');
  assert.equal((await server.get(`/api/main/streams-group/${id}`)).status, 404);
});

test('a group that is not a streams group, or none, is a 404 naming it', async () => {
  const missing = await server.get(`/api/main/streams-group/${id}-missing`);
  assert.equal(missing.status, 404);
  assert.match((await json<{ message: string }>(missing)).message, new RegExp(`${id}-missing`));
});

describe('a user limited to it-streams-.* names', () => {
  const secured = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'it-streams',
        role: 'it-streams',
        permissions: [
          { resources: ['CONSUMER_GROUP', 'TOPIC'], actions: ['READ'] },
          { resources: ['CONSUMER_GROUP'], actions: ['UPDATE_OFFSET'] },
        ],
        patterns: ['it-streams-.*'],
        clusters: ['main'],
      },
    },
  });
  const other = `${id}-limited`;
  let limitedApp: StreamsApp;
  before(() => {
    limitedApp = startWordCount(other);
  });
  after(async () => {
    await limitedApp?.stop();
    await groupsTool(['--delete', '--group', other, '--delete-all-internal-topics']).catch(() => {});
  });

  test('sees its groups without the topics outside its patterns, and no other group', async () => {
    const { orders } = secured.as;
    const g = await eventually(async () => {
      const res = await secured.request(`/api/main/streams-group/${other}`, orders);
      assert.equal(res.status, 200);
      const answer = await json<StreamsGroup>(res);
      assert.ok(answer.subtopologies && answer.offsets);
      return answer;
    }, appStarts);
    // The demo's input topic is outside the patterns; the group's own internal topics are inside.
    assert.equal(JSON.stringify(g).includes(WORDCOUNT_INPUT), false);
    assert.ok(g.offsets?.every((o) => o.topic.startsWith(other)));
    assert.ok(g.subtopologies?.some((s) => s.stateChangelogTopics?.[0]?.name.startsWith(other)));
    assert.equal((await secured.request('/api/main/streams-group/billing-service', orders)).status, 403);
    const del = await secured.request(`/api/main/streams-group/${other}`, orders, 'DELETE');
    assert.equal(del.status, 403);
  });

  test('cannot reset a source topic outside its patterns, and Kafka keeps the offsets', async () => {
    const { orders } = secured.as;
    await limitedApp.stop();
    await eventually(async () => {
      const res = await server.get(`/api/main/streams-group/${other}`);
      assert.equal((await json<StreamsGroup>(res)).members, undefined, 'the application left');
    }, appStarts);
    // What Kafka holds (none, if the application committed nothing yet: a reset would add them).
    const before = await toolCommitted(other);
    const reset = await secured.request(`/api/main/streams-group/${other}/offsets/reset`, orders, 'POST', {
      to: 'LATEST',
      topics: [WORDCOUNT_INPUT],
    });
    assert.equal(reset.status, 403, await reset.clone().text());
    assert.match((await json<{ message: string }>(reset)).message, new RegExp(WORDCOUNT_INPUT));
    assert.deepEqual(await toolCommitted(other), before);
  });
});
