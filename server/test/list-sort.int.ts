import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ConsumerGroupPage, TopicPage } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import {
  BOOTSTRAP,
  commitGroup,
  createTopic,
  deleteGroups,
  deleteTopics,
  diskSizes,
  groupLagOf,
  groupOffsetRows,
  produce,
  recordCounts,
  underReplicatedTopics,
} from '@console/stack/list-kafka';
import { securedConsole } from './auth-helpers.ts';
import { type RunningServer, startServer } from './helpers.ts';
import { ensureKcat, KCAT } from './kcat.ts';

// Issue 15 "Lists": the topic and group lists sort and filter on the server, before paging. The
// order is compared with what Kafka's own tools say the topics and groups hold.

const prefix = `it-sort-${Math.random().toString(36).slice(2, 8)}`;
// name -> [partitions, records per partition, bytes per record]; names and keys disagree on purpose.
const shape: Record<string, [number, number, number]> = {
  [`${prefix}-a`]: [2, 30, 400],
  [`${prefix}-b`]: [4, 5, 10],
  [`${prefix}-c`]: [1, 200, 50],
  [`${prefix}-d`]: [3, 0, 0],
};
const topics = Object.keys(shape);
const groups = [`${prefix}-g1`, `${prefix}-g2`, `${prefix}-g3`];
// Reads topic -c only; named outside the prefix so the group list tests below do not see it.
const otherGroup = `${prefix.replace('it-sort-', 'it-sortx-')}-g4`;
const run = promisify(execFile);

/** Newest record timestamp of a topic (ms), -1 when empty: the last record of each partition, by kcat. */
async function kcatLastTimestamp(topic: string): Promise<number> {
  ensureKcat();
  const { stdout } = await run(
    KCAT,
    ['-C', '-b', BOOTSTRAP, '-t', topic, '-o', '-1', '-e', '-q', '-f', '%T\\n'],
    { timeout: 60_000 },
  );
  return Math.max(-1, ...stdout.split('\n').filter(Boolean).map(Number));
}

/** Topics a group has committed offsets on, from ConsumerGroupCommand --describe. */
async function topicsOfGroup(group: string): Promise<string[]> {
  return (await groupOffsetRows(group)).filter((row) => row.GROUP === group).map((row) => row.TOPIC ?? '');
}

const sortedBy = (values: Map<string, number>, desc: boolean) =>
  [...values.entries()]
    .sort(([a, x], [b, y]) => (desc ? y - x : x - y) || a.localeCompare(b))
    .map(([name]) => name);

describe('list sort and filters on the server', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
    for (const [name, [partitions, records, bytes]] of Object.entries(shape)) {
      await createTopic(name, partitions, 1);
      for (let p = 0; p < partitions && records > 0; p++) await produce(name, p, records, bytes);
    }
    // Lags 0, 30 − 10 = 20 and 30 − 25 = 5 per partition of topic -a (2 partitions).
    await commitGroup(groups[0] as string, `${prefix}-a`, 30);
    await commitGroup(groups[1] as string, `${prefix}-a`, 10);
    await commitGroup(groups[2] as string, `${prefix}-a`, 25);
    await commitGroup(otherGroup, `${prefix}-c`, 100);
  });
  after(async () => {
    await deleteGroups([...groups, otherGroup]);
    await deleteTopics(topics);
    await server.close();
  });

  const page = async (query: string) => {
    const res = await server.get(`/api/main/topic?search=${prefix}&${query}`);
    assert.equal(res.status, 200);
    return (await res.json()) as TopicPage;
  };
  const names = async (query: string) => ((await page(query)).results ?? []).map((t) => t.name);

  test('by count, both ways, as Kafka counts the records', async () => {
    const counts = await recordCounts(topics);
    assert.equal(counts.get(`${prefix}-c`), 200);
    await eventually(async () =>
      assert.deepEqual(await names('sort=count&order=desc'), sortedBy(counts, true)),
    );
    assert.deepEqual(await names('sort=count&order=asc'), sortedBy(counts, false));
  });

  test('by size, as Kafka reports the log dirs (one replica each)', async () => {
    await eventually(async () => {
      const sizes = await diskSizes(topics);
      assert.deepEqual(await names('sort=size&order=desc'), sortedBy(sizes, true));
    });
  });

  test('by partitions; the sort is done before paging and kept in the page links', async () => {
    const partitions = new Map(Object.entries(shape).map(([n, [p]]) => [n, p]));
    const first = await page('sort=partitions&order=desc&uiPageSize=2&page=1');
    assert.deepEqual(
      first.results?.map((t) => t.name),
      sortedBy(partitions, true).slice(0, 2),
    );
    assert.equal(first.total, 4);
    assert.match(first.after ?? '', /order=desc/);
    assert.match(first.after ?? '', /sort=partitions/);
    const second = await page('sort=partitions&order=desc&uiPageSize=2&page=2');
    assert.deepEqual(
      second.results?.map((t) => t.name),
      sortedBy(partitions, true).slice(2, 4),
    );
    assert.deepEqual(await names('sort=name&order=desc'), [...topics].sort().reverse());
  });

  test('by last record, as kcat reads the newest record of each partition', async () => {
    const times = new Map<string, number>();
    for (const t of topics) times.set(t, await kcatLastTimestamp(t));
    assert.equal(times.get(`${prefix}-d`), -1, 'topic -d holds no record');
    assert.deepEqual(await names('sort=lastRecord&order=desc'), sortedBy(times, true));
    assert.deepEqual(await names('sort=lastRecord&order=asc'), sortedBy(times, false));
  });

  test('by consumer groups, as ConsumerGroupCommand lists the groups of each topic', async () => {
    const counts = new Map<string, number>(topics.map((t) => [t, 0]));
    for (const g of [...groups, otherGroup]) {
      for (const t of new Set(await topicsOfGroup(g))) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    assert.deepEqual([...counts.values()], [3, 0, 1, 0]);
    assert.deepEqual(await names('sort=groups&order=desc'), sortedBy(counts, true));
    assert.deepEqual(await names('sort=groups&order=asc'), sortedBy(counts, false));
  });

  test('only under-replicated topics are those Kafka reports', async () => {
    const all = await server.get('/api/main/topic?show=ALL&only=underReplicated&uiPageSize=1000');
    const listed = ((await all.json()) as TopicPage).results?.map((t) => t.name) ?? [];
    assert.deepEqual(new Set(listed), await underReplicatedTopics());
    assert.deepEqual(await names('only=underReplicated'), []);
  });

  test('only internal and only stream topics', async () => {
    const internal = await server.get('/api/main/topic?show=ALL&only=internal&uiPageSize=1000');
    const body = (await internal.json()) as TopicPage;
    assert.ok((body.results ?? []).length > 0);
    assert.ok(
      body.results?.every((t) => t.internalTopic),
      'every topic is internal',
    );
    assert.ok(body.results?.some((t) => t.name === '__consumer_offsets'));
    const stream = await server.get('/api/main/topic?show=ALL&only=stream&uiPageSize=1000');
    assert.ok(((await stream.json()) as TopicPage).results?.every((t) => t.streamTopic) ?? true);
  });

  test('groups by lag, as Kafka computes it', async () => {
    const lags = new Map<string, number>();
    for (const g of groups) lags.set(g, await groupLagOf(g));
    assert.deepEqual([...lags.values()], [0, 40, 10]);
    const res = await server.get(`/api/main/group?search=${prefix}&sort=lag&order=desc`);
    const body = (await res.json()) as ConsumerGroupPage;
    assert.deepEqual(
      body.results?.map((g) => g.id),
      sortedBy(lags, true),
    );
    const asc = (await (
      await server.get(`/api/main/group?search=${prefix}&sort=lag&order=asc`)
    ).json()) as ConsumerGroupPage;
    assert.deepEqual(
      asc.results?.map((g) => g.id),
      sortedBy(lags, false),
    );
  });

  test('groups by state and members, and a bad sort is ignored', async () => {
    const res = await server.get(`/api/main/group?search=${prefix}&sort=members&order=desc`);
    assert.equal(res.status, 200);
    // Three idle groups with no members: the name breaks the tie.
    assert.deepEqual(
      ((await res.json()) as ConsumerGroupPage).results?.map((g) => g.id),
      groups,
    );
    const bad = await server.get(`/api/main/group?search=${prefix}&sort=nope`);
    assert.equal(bad.status, 200);
  });

  // A user who lists every test topic but reads the records of -b and -d only and sees only the
  // group on -c: the lastRecord and groups sorts must not order by what it may not read.
  const limited = securedConsole({
    users: ['noroles'],
    change: (config) => {
      const security = config.security!;
      security.roles['sort-list'] = [{ resources: ['TOPIC'], actions: ['READ'] }];
      security.roles['sort-data'] = [{ resources: ['TOPIC_DATA'], actions: ['READ'] }];
      security.roles['sort-groups'] = [{ resources: ['CONSUMER_GROUP'], actions: ['READ'] }];
      security.groups['sort-limited'] = [
        { role: 'sort-list', patterns: [`${prefix}-.*`], clusters: ['main'] },
        { role: 'sort-data', patterns: [`${prefix}-[bd]`], clusters: ['main'] },
        { role: 'sort-groups', patterns: [otherGroup], clusters: ['main'] },
      ];
      security['basic-auth'] = security['basic-auth'].map((u) =>
        u.username === 'noroles' ? { ...u, groups: ['sort-limited'] } : u,
      );
      return config;
    },
  });
  const limitedNames = async (query: string) => {
    const res = await limited.request(`/api/main/topic?search=${prefix}&${query}`, limited.as.noroles);
    assert.equal(res.status, 200);
    return ((await res.json()) as TopicPage).results?.map((t) => t.name);
  };

  test('as a limited user, by last record: only the topics whose data it may read have one', async () => {
    const times = new Map<string, number>(topics.map((t) => [t, -1]));
    times.set(`${prefix}-b`, await kcatLastTimestamp(`${prefix}-b`));
    assert.deepEqual(await limitedNames('sort=lastRecord&order=desc'), sortedBy(times, true));
    assert.deepEqual(await limitedNames('sort=lastRecord&order=asc'), sortedBy(times, false));
  });

  test('as a limited user, by consumer groups: only the groups it may see are counted', async () => {
    const counts = new Map<string, number>(topics.map((t) => [t, 0]));
    for (const t of new Set(await topicsOfGroup(otherGroup))) counts.set(t, (counts.get(t) ?? 0) + 1);
    // -a has three groups in Kafka, none of them visible: -c (one visible group) comes first.
    assert.deepEqual([...counts.values()], [0, 0, 1, 0]);
    assert.deepEqual(await limitedNames('sort=groups&order=desc'), sortedBy(counts, true));
    assert.deepEqual(await limitedNames('sort=groups&order=asc'), sortedBy(counts, false));
  });
});
