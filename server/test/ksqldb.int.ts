import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ClusterDefinition,
  ErrorBody,
  KsqlDbInfo,
  KsqlDbQuery,
  KsqlDbQueryList,
  KsqlDbQueryResult,
  KsqlDbStreamList,
  KsqlDbTableList,
  NodeList,
} from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { demoConfig, json, present, type RunningServer, startServer } from './helpers.ts';

// Stream-SQL API (spec §2.11, §7; akhq-api.md §2.10) against the real Flink SQL Gateway of the stack:
// statements create tables over the seeded `orders` topic, lists map them to streams and tables, a query
// returns rows of the topic, a persistent job is listed and stopped, an aborted query's job is
// cancelled, and an engine that is down answers 502 on its own routes only.

const suffix = Math.random().toString(36).slice(2, 8);
const stream = `it_ksqldb_orders_${suffix}`;
const upsert = `it_ksqldb_upsert_${suffix}`;
const view = `it_ksqldb_view_${suffix}`;
const sink = `it_ksqldb_sink_${suffix}`;
const live = `it_ksqldb_live_${suffix}`;
const jobManager = 'http://127.0.0.1:8081';
const gateway = 'http://127.0.0.1:8183';
const kafka = "'properties.bootstrap.servers' = '127.0.0.1:19092'";

const put = (body: unknown, signal?: AbortSignal) => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...(signal ? { signal } : {}),
});
const jobs = async () =>
  (
    (await (await fetch(`${jobManager}/jobs/overview`)).json()) as {
      jobs: Array<{ jid: string; name: string; state: string }>;
    }
  ).jobs;
/** Flink starts and cancels jobs in its own time: polls wait up to 20 s. */
const flinkWait = { timeoutMs: 20_000, intervalMs: 300 };

describe('stream-SQL API on Flink', () => {
  let server: RunningServer;
  const base = '/api/main/ksqldb/flink-sql';
  const exec = (sql: string) => server.get(`${base}/execute`, put({ sql }));
  before(async () => {
    server = await startServer(
      demoConfig((c) => {
        c.connections.main!.ksqldb.push({ name: 'sql-down', url: 'http://127.0.0.1:59999', type: 'flink' });
        c.pagination = { ...c.pagination, 'page-size': 1 };
        return c;
      }),
    );
  });
  after(async () => {
    for (const job of await jobs().catch(() => [])) {
      if (job.state === 'RUNNING' && job.name.includes(suffix)) {
        await fetch(`${jobManager}/jobs/${job.jid}?mode=cancel`, { method: 'PATCH' }).catch(() => {});
      }
    }
    // The INSERT job's sink topic is the only thing this test leaves in Kafka.
    await server.get(`/api/main/topic/it-ksqldb-sink-${suffix}`, { method: 'DELETE' }).catch(() => undefined);
    await server.close();
  });

  test('statements create tables; streams, tables and their paging and search', async () => {
    const created = await exec(
      `CREATE TABLE ${stream} (orderId STRING, customer STRING, status STRING) WITH ('connector' = 'kafka', ` +
        `'topic' = 'orders', ${kafka}, 'scan.startup.mode' = 'earliest-offset', 'format' = 'json');\n` +
        `CREATE TABLE ${upsert} (k STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'upsert-kafka', ` +
        `'topic' = 'it-ksqldb-${suffix}', ${kafka}, 'key.format' = 'json', 'value.format' = 'avro');\n` +
        `CREATE VIEW ${view} AS SELECT customer FROM ${stream}`,
    );
    assert.equal(created.status, 200);
    assert.equal(await created.text(), '');

    const streams = await json<KsqlDbStreamList>(await server.get(`${base}/streams?search=${stream}`));
    assert.deepEqual(streams.results, [
      { name: stream, topic: 'orders', valueFormat: 'JSON', isWindowed: false },
    ]);
    assert.equal(streams.page, 1);

    const tables = await json<KsqlDbTableList>(await server.get(`${base}/tables?search=it_ksqldb_&page=1`));
    assert.equal(tables.total, 2);
    assert.equal(tables.page, 2, 'page = total pages at page size 1');
    assert.match(present(tables.after, 'after'), /\/tables\?page=2&search=it_ksqldb_$/);
    const second = await json<KsqlDbTableList>(await server.get(`${base}/tables?search=it_ksqldb_&page=2`));
    assert.deepEqual([tables.results?.[0]?.name, second.results?.[0]?.name].sort(), [upsert, view].sort());
    const up = [tables.results?.[0], second.results?.[0]].find((t) => t?.name === upsert);
    assert.deepEqual(up, {
      name: upsert,
      topic: `it-ksqldb-${suffix}`,
      keyFormat: 'JSON',
      valueFormat: 'AVRO',
      isWindowed: false,
    });
    const none = await json<KsqlDbStreamList>(await server.get(`${base}/streams?search=nothing-like-this`));
    assert.deepEqual(none, { page: 1, total: 0, pageSize: 1 });
  });

  test('info: gateway version, the cluster id of main, the session as service id', async () => {
    const info = await json<KsqlDbInfo>(await server.get(`${base}/info`));
    const cluster = await json<NodeList>(await server.get('/api/main/node'));
    assert.match(info.serverVersion, /^Apache Flink 2\.2\./);
    assert.equal(info.kafkaClusterId, cluster.id);
    assert.match(present(info.ksqlServiceId, 'ksqlServiceId'), /^[0-9a-f-]{36}$/);
    assert.equal(info.engine, 'flink');
  });

  test('a query returns rows of the topic, bounded, in AKHQ shape', async () => {
    const res = await server.get(
      `${base}/queries/pull`,
      put({ sql: `SELECT orderId, status FROM ${stream}`, properties: {} }),
    );
    assert.equal(res.status, 200);
    const result = await json<KsqlDbQueryResult>(res);
    assert.deepEqual(result.columnNames, ['orderId', 'status']);
    const rows = present(result.columnValues, 'columnValues');
    assert.ok(rows.length > 0 && rows.length <= 500);
    const [orderId, status] = JSON.parse(rows[0]!) as [string, string];
    assert.match(orderId, /^ord-\d+$/);
    assert.ok(['NEW', 'PAID', 'SHIPPED', 'CANCELLED'].includes(status));
    assert.equal(result.truncated, true, 'an unbounded Kafka source is stopped by the console');
    const bounded = await json<KsqlDbQueryResult>(
      await server.get(`${base}/queries/pull`, put({ sql: 'SELECT 1 AS n' })),
    );
    assert.deepEqual(bounded, { columnNames: ['n'], columnValues: ['[1]'] });
  });

  test('a persistent job is listed under queries with its sink topic, and stopped', async () => {
    // Brokers do not auto-create topics: the Kafka sink's topic is made first (and deleted in after()).
    const topic = await server.get('/api/main/topic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `it-ksqldb-sink-${suffix}`, partition: 1, replication: 1 }),
    });
    assert.equal(topic.status, 200, await topic.clone().text());
    const res = await exec(
      `CREATE TABLE ${sink} (orderId STRING) WITH ('connector' = 'kafka', 'topic' = 'it-ksqldb-sink-${suffix}', ${kafka}, ` +
        `'format' = 'json'); INSERT INTO ${sink} SELECT orderId FROM ${stream}`,
    );
    const jobId = await res.text();
    assert.match(jobId, /^[0-9a-f]{32}$/);
    let listed: KsqlDbQuery | undefined;
    await eventually(async () => {
      const queries = await json<KsqlDbQueryList>(await server.get(`${base}/queries?search=${jobId}`));
      listed = queries.results?.[0];
      assert.equal(listed?.state, 'RUNNING');
    }, flinkWait);
    assert.equal(listed?.queryType, 'PERSISTENT');
    assert.equal(listed?.sink, sink);
    assert.equal(listed?.sinkTopic, `it-ksqldb-sink-${suffix}`);
    const stop = await server.get(`${base}/queries/${jobId}`, { method: 'DELETE' });
    assert.equal(stop.status, 204);
    await eventually(async () => {
      const state = (await jobs()).find((j) => j.jid === jobId)?.state;
      assert.ok(state === 'CANCELED' || state === 'CANCELLING', String(state));
    }, flinkWait);
  });

  test('a query whose caller goes away is cancelled on Flink', async () => {
    await exec(
      `CREATE TABLE ${live} (id STRING) WITH ('connector' = 'kafka', 'topic' = 'live-events', ${kafka}, ` +
        `'scan.startup.mode' = 'latest-offset', 'format' = 'json', 'json.ignore-parse-errors' = 'true')`,
    );
    const abort = new AbortController();
    const pending = server
      .get(`${base}/queries/pull`, put({ sql: `SELECT * FROM ${live}` }, abort.signal))
      .catch(() => undefined);
    let jid = '';
    await eventually(async () => {
      const job = (await jobs()).find((j) => j.name.includes(live) && j.state === 'RUNNING');
      assert.ok(job);
      jid = job.jid;
    }, flinkWait);
    abort.abort();
    await pending;
    await eventually(async () => {
      const state = (await jobs()).find((j) => j.jid === jid)?.state;
      assert.ok(state === 'CANCELED' || state === 'CANCELLING', String(state));
    }, flinkWait);
  });

  test('a query cancelled at once is stopped without taking the TaskManager down', async () => {
    // Flink 2.2.1 stops the TaskManager when a collect sink is cancelled before it initialised; the
    // engine waits for the first row (or a grace period) before it closes the operation.
    const abort = new AbortController();
    const marker = `it_ksqldb_early_${suffix}`;
    const sql = `SELECT orderId AS ${marker} FROM ${stream}`;
    const pending = server.get(`${base}/queries/pull`, put({ sql }, abort.signal)).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    abort.abort();
    await pending;
    await eventually(
      async () => {
        const job = (await jobs()).find((j) => j.name.includes(marker));
        assert.ok(job?.state === 'CANCELED', String(job?.state));
      },
      { ...flinkWait, timeoutMs: 40_000 },
    );
    const overview = (await (await fetch(`${jobManager}/overview`)).json()) as { taskmanagers: number };
    assert.equal(overview.taskmanagers, 1);
    const after = await json<KsqlDbQueryResult>(
      await server.get(`${base}/queries/pull`, put({ sql: 'SELECT 2 AS n' })),
    );
    assert.deepEqual(after, { columnNames: ['n'], columnValues: ['[2]'] });
  });

  test('bad input is 400 naming the field; unknown engine and cluster 404', async () => {
    const empty = await server.get(`${base}/queries/pull`, put({ sql: '  ' }));
    assert.equal(empty.status, 400);
    assert.match((await json<ErrorBody>(empty)).message, /sql/);
    const wrong = await server.get(`${base}/queries/pull`, put({ sql: 'SELECT * FROM no_such_table' }));
    assert.equal(wrong.status, 400);
    assert.match((await json<ErrorBody>(wrong)).message, /^sql: .*no_such_table/);
    const select = await exec('SELECT 1');
    assert.equal(select.status, 400);
    assert.match((await json<ErrorBody>(select)).message, /^sql: a SELECT returns rows/);
    const badId = await server.get(`${base}/queries/not-a-job`, { method: 'DELETE' });
    assert.equal(badId.status, 400);
    assert.match((await json<ErrorBody>(badId)).message, /^queryId:/);
    assert.equal((await server.get('/api/main/ksqldb/nope/streams')).status, 404);
    assert.equal((await server.get('/api/nope/ksqldb/flink-sql/streams')).status, 404);
  });

  test('an engine that is down fails on its own routes only', async () => {
    const down = await server.get('/api/main/ksqldb/sql-down/streams');
    assert.equal(down.status, 502);
    assert.match((await json<ErrorBody>(down)).message, /Flink SQL Gateway 'sql-down' is unreachable/);
    assert.equal((await server.get(`${base}/streams`)).status, 200);
    assert.equal((await server.get('/api/main/node')).status, 200);
    const clusters = await json<ClusterDefinition[]>(await server.get('/api/cluster'));
    assert.deepEqual(clusters.find((c) => c.id === 'main')?.ksqldbs, ['flink-sql', 'sql-down']);
  });

  test('a session the gateway lost is recreated on next use', async () => {
    const before = (await json<KsqlDbInfo>(await server.get(`${base}/info`))).ksqlServiceId;
    await fetch(`${gateway}/v1/sessions/${before}`, { method: 'DELETE' });
    const streams = await server.get(`${base}/streams`);
    assert.equal(streams.status, 200);
    const after = (await json<KsqlDbInfo>(await server.get(`${base}/info`))).ksqlServiceId;
    assert.notEqual(after, before);
  });
});
