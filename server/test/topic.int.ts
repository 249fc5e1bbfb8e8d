import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ConfigEntry,
  ErrorBody,
  LastRecords,
  LogDir,
  Partition,
  Topic,
  TopicDefaults,
  TopicPage,
} from '@console/contract';
import { present, type RunningServer, startServer } from './helpers.ts';

// Topics over HTTP against the real `main` cluster (spec §2.4, akhq-api.md §2.2). Topics this file
// creates are named it-topic-<random> and deleted at the end.

const suffix = Math.random().toString(36).slice(2, 8);
const name = `it-topic-${suffix}`;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('topic API', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    for (const t of [name, `${name}-rf`]) await server.get(`/api/main/topic/${t}`, { method: 'DELETE' });
    await server.close();
  });

  test('the list pages the seeded topics with counts, sizes, replicas and ISR', async () => {
    const res = await server.get('/api/main/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=5');
    assert.equal(res.status, 200);
    const body = (await res.json()) as TopicPage;
    assert.equal(body.pageSize, 5);
    assert.equal(body.results?.length, 5);
    assert.equal(body.page, Math.ceil(body.total / 5));
    assert.match(
      present(body.after, 'after'),
      /^\/api\/main\/topic\?page=2&search&show=HIDE_INTERNAL&uiPageSize=5$/,
    );
    const names = body.results!.map((t) => t.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.ok(!names.some((n) => n.startsWith('_')), 'internal topics are hidden by default');
  });

  test('clickstream-1m counts exactly 1,000,000 records over 12 partitions', async () => {
    const body = (await (await server.get('/api/main/topic?search=clickstream-1m')).json()) as TopicPage;
    const topic = present(body.results?.[0], 'clickstream-1m');
    assert.equal(topic.name, 'clickstream-1m');
    assert.equal(topic.size, 1_000_000);
    assert.equal(topic.partitions.length, 12);
    assert.equal(topic.replicaCount, 3);
    assert.equal(topic.inSyncReplicaCount, 3);
    assert.ok((topic.logDirSize ?? 0) > 100_000_000, `size ${topic.logDirSize}`);
  });

  test('views: ALL shows internal topics, HIDE_INTERNAL_STREAM hides stream topics', async () => {
    const all = (await (await server.get('/api/main/topic?show=ALL&uiPageSize=200')).json()) as TopicPage;
    const allTopics = present(all.results, 'results');
    const allNames = allTopics.map((t) => t.name);
    assert.ok(allNames.includes('__consumer_offsets'));
    assert.ok(allNames.includes('_audit-internal'));
    const internal = present(
      allTopics.find((t) => t.name === '__consumer_offsets'),
      '__consumer_offsets',
    );
    assert.equal(internal.internal, true);
    assert.equal(internal.internalTopic, true);
    const hidden = (await (
      await server.get('/api/main/topic?show=HIDE_INTERNAL_STREAM&uiPageSize=200')
    ).json()) as TopicPage;
    const hiddenNames = present(hidden.results, 'results').map((t) => t.name);
    assert.ok(!hiddenNames.some((n) => n.endsWith('-changelog') || n.endsWith('-repartition')));
    assert.ok(hiddenNames.includes('orders'));
  });

  test('last-record gives the newest timestamp of non-empty topics only', async () => {
    const res = await server.get(
      '/api/main/topic/last-record?topics=orders%2Cclickstream-1m,archive-2023&topics=large-messages',
    );
    assert.equal(res.status, 200);
    const body = (await res.json()) as LastRecords;
    assert.deepEqual(Object.keys(body).sort(), ['clickstream-1m', 'large-messages', 'orders']);
    for (const record of Object.values(body) as { timestamp: string }[]) {
      assert.ok(Date.parse(record.timestamp) > Date.parse('2020-01-01'), record.timestamp);
    }
    // The last offset of clickstream-1m's partition 2 is the newest record of that topic? Any partition's
    // last offset qualifies; the offset must be the end of its partition.
    const parts = (await (
      await server.get('/api/main/topic/clickstream-1m/partitions')
    ).json()) as Partition[];
    const last = present(body['clickstream-1m'], 'clickstream-1m');
    const chosen = present(
      parts.find((p) => p.id === last.partition),
      `partition ${last.partition}`,
    );
    assert.equal(last.offset, chosen.lastOffset - 1);
  });

  test('the SASL cluster second lists its seeded topics with counts and last records', async () => {
    const body = (await (await server.get('/api/second/topic?search=audit-log')).json()) as TopicPage;
    assert.deepEqual(
      body.results?.map((t) => [t.name, t.size, t.replicaCount]),
      [['audit-log', 150, 1]],
    );
    const last = (await (
      await server.get('/api/second/topic/last-record?topics=audit-log,inventory')
    ).json()) as LastRecords;
    assert.equal(last['audit-log']?.offset, 149);
    const inventory = present(last.inventory, 'inventory');
    assert.equal(inventory.partition === 0 || inventory.partition === 1, true);
  });

  test('defaults come from the config', async () => {
    const body = await (await server.get('/api/topic/defaults-configs')).json();
    assert.deepEqual(body, { replication: 1, partition: 1, retention: 86_400_000 });
  });

  test("with ?cluster= the defaults are the cluster's own, with every topic config and its docs", async () => {
    const body = (await (
      await server.get('/api/topic/defaults-configs?cluster=main')
    ).json()) as TopicDefaults;
    // The stack's brokers: default.replication.factor=3, num.partitions=3 (stack/src/components).
    assert.equal(body.replication, 3);
    assert.equal(body.partition, 3);
    assert.equal(body.retention, 86_400_000);
    const maxBytes = body.configs?.find((c) => c.name === 'max.message.bytes');
    assert.equal(maxBytes?.type, 'INT');
    assert.match(maxBytes?.description ?? '', /record batch size/);
    // __consumer_offsets overrides cleanup.policy; the default a new topic gets is the broker's.
    assert.equal(body.configs?.find((c) => c.name === 'cleanup.policy')?.value, 'delete');
    assert.equal((await server.get('/api/topic/defaults-configs?cluster=nope')).status, 404);
  });

  test('create, read, configure, grow, empty and delete a topic', async () => {
    const created = await server.get(
      '/api/main/topic',
      json({
        name,
        partition: 3,
        replication: 3,
        configs: { 'cleanup.policy': 'delete', 'retention.ms': 86400000 },
      }),
    );
    assert.equal(created.status, 200, await created.clone().text());
    const topic = (await created.json()) as Topic;
    assert.equal(topic.partitions.length, 3);
    assert.equal(topic.replicaCount, 3);

    const again = await server.get('/api/main/topic', json({ name, partition: 1, replication: 1 }));
    assert.equal(again.status, 409);
    assert.match(((await again.json()) as ErrorBody).message, /already exists/);

    const configs = (await (await server.get(`/api/main/topic/${name}/configs`)).json()) as ConfigEntry[];
    const retention = present(
      configs.find((c) => c.name === 'retention.ms'),
      'retention.ms',
    );
    assert.equal(retention.value, '86400000');
    assert.equal(retention.source, 'DYNAMIC_TOPIC_CONFIG');
    assert.ok(present(retention.description, 'description').length > 20);

    const changed = await server.get(
      `/api/main/topic/${name}/configs`,
      json({ configs: { 'retention.ms': '3600000' } }),
    );
    assert.equal(changed.status, 200);
    assert.deepEqual(
      ((await changed.json()) as ConfigEntry[]).map((c) => [c.name, c.value]),
      [['retention.ms', '3600000']],
    );
    const unchanged = await server.get(
      `/api/main/topic/${name}/configs`,
      json({ configs: { 'retention.ms': '3600000' } }),
    );
    assert.equal(unchanged.status, 409);
    const unknown = await server.get(
      `/api/main/topic/${name}/configs`,
      json({ configs: { 'no.such': '1' } }),
    );
    assert.equal(unknown.status, 400);
    assert.match(((await unknown.json()) as ErrorBody).message, /no\.such/);
    const reset = (await (
      await server.get(`/api/main/topic/${name}/configs`, json({ configs: { 'retention.ms': '' } }))
    ).json()) as ConfigEntry[];
    assert.equal(reset[0]?.source, 'DEFAULT_CONFIG');

    const grown = await server.get(`/api/main/topic/${name}/partitions`, json({ partition: 4 }));
    assert.equal(grown.status, 202);
    const partitions = (await (await server.get(`/api/main/topic/${name}/partitions`)).json()) as Partition[];
    assert.equal(partitions.length, 4);
    const smaller = await server.get(`/api/main/topic/${name}/partitions`, json({ partition: 2 }));
    assert.equal(smaller.status, 400);

    const logs = (await (await server.get(`/api/main/topic/${name}/logs`)).json()) as LogDir[];
    assert.equal(logs.length, 12, 'four partitions, three replicas each');

    const produced = await server.get(
      `/api/main/topic/${name}/data`,
      json({ partition: 0, value: 'one', timestamp: null }),
    );
    assert.equal(produced.status, 200, await produced.clone().text());
    const before = (await (
      await server.get(`/api/main/topic/last-record?topics=${name}`)
    ).json()) as LastRecords;
    assert.equal(before[name]?.offset, 0);

    const emptied = await server.get(`/api/main/topic/${name}/data/empty`, { method: 'DELETE' });
    assert.equal(emptied.status, 204);
    const count = present(
      ((await (await server.get(`/api/main/topic?search=${name}`)).json()) as TopicPage).results?.[0],
      name,
    );
    assert.equal(count.size, 0);
    assert.equal(count.partitions[0]?.firstOffset, 1);
    // An emptied partition has no last record, and does not fail the call for the other topics.
    const after = await server.get(`/api/main/topic/last-record?topics=${name},orders`);
    assert.equal(after.status, 200);
    assert.deepEqual(Object.keys((await after.json()) as LastRecords), ['orders']);

    const deleted = await server.get(`/api/main/topic/${name}`, { method: 'DELETE' });
    assert.equal(deleted.status, 204);
    const gone = await server.get(`/api/main/topic/${name}`);
    assert.equal(gone.status, 404);
  });

  test('the configs of an internal topic cannot be changed, and stay as they were', async () => {
    const path = '/api/main/topic/__consumer_offsets/configs';
    const before = (await (await server.get(path)).json()) as ConfigEntry[];
    const segment = (list: ConfigEntry[]) => list.find((c) => c.name === 'segment.bytes')?.value;
    const res = await server.get(path, json({ configs: { 'segment.bytes': '1048576' } }));
    assert.equal(res.status, 403);
    assert.match(((await res.json()) as ErrorBody).message, /__consumer_offsets' is internal/);
    assert.equal(segment((await (await server.get(path)).json()) as ConfigEntry[]), segment(before));
  });

  test('Kafka refuses a replication factor above the broker count with 400 and its message', async () => {
    const res = await server.get(
      '/api/main/topic',
      json({ name: `${name}-rf`, partition: 1, replication: 4 }),
    );
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as ErrorBody).message, /[Rr]eplication factor/);
  });

  test('bad input is a 400 naming the field', async () => {
    const badName = await server.get('/api/main/topic', json({ name: 'has space', partition: 1 }));
    assert.equal(badName.status, 400);
    assert.match(((await badName.json()) as ErrorBody).message, /body\.name/);
    const badPartition = await server.get('/api/main/topic', json({ name: `${name}-x`, partition: 0 }));
    assert.equal(badPartition.status, 400);
    assert.match(((await badPartition.json()) as ErrorBody).message, /body\.partition/);
  });

  test('an unknown topic is a 404 naming it', async () => {
    const res = await server.get('/api/main/topic/it-topic-does-not-exist/partitions');
    assert.equal(res.status, 404);
    assert.equal(((await res.json()) as ErrorBody).message, "Topic 'it-topic-does-not-exist' doesn't exist");
  });
});
