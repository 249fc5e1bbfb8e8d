// Spec §2.11 (stream SQL) against the real Flink SQL Gateway: create a table over the seeded JSON topic
// `orders` with a statement, see it in the streams list with its topic link, run a query and see rows of
// the topic, start a persistent job and see it under queries, stop it; cancel a running query and see
// its Flink job cancelled.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { KsqlDbPages } from '../pages/ksqldb-pages.ts';

const suffix = Math.random().toString(36).slice(2, 8);
const source = `e2e_ksqldb_orders_${suffix}`;
const sink = `e2e_ksqldb_sink_${suffix}`;
const live = `e2e_ksqldb_live_${suffix}`;
const jobManager = 'http://127.0.0.1:8081';
const api = `${baseUrl}/api/main/ksqldb/flink-sql`;

const kafkaTable = (name: string, topic: string, startup: string) =>
  `CREATE TABLE ${name} (orderId STRING, customer STRING, status STRING, total DOUBLE) WITH (
  'connector' = 'kafka', 'topic' = '${topic}', 'properties.bootstrap.servers' = '127.0.0.1:19092',
  'properties.group.id' = 'e2e-ksqldb-${suffix}', 'scan.startup.mode' = '${startup}',
  'format' = 'json', 'json.ignore-parse-errors' = 'true')`;

interface JobOverview {
  jobs: Array<{ jid: string; name: string; state: string }>;
}
const jobs = async () => ((await (await fetch(`${jobManager}/jobs/overview`)).json()) as JobOverview).jobs;

after(async () => {
  // Jobs of this run that are still running go; the tables live only in the server's gateway session.
  for (const job of await jobs().catch(() => [])) {
    if (job.state === 'RUNNING' && job.name.includes(suffix)) {
      await fetch(`${jobManager}/jobs/${job.jid}?mode=cancel`, { method: 'PATCH' }).catch(() => {});
    }
  }
  const drop = `DROP TABLE IF EXISTS ${source}; DROP TABLE IF EXISTS ${sink}; DROP TABLE IF EXISTS ${live}`;
  await fetch(`${api}/execute`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql: drop }),
  }).catch(() => {});
});

browserTest(
  'a table over orders: statement, streams list, query rows, job under queries, stop',
  async (page) => {
    const sql = new KsqlDbPages(page);
    await sql.openTab('main', 'flink-sql');
    assert.equal(await sql.tab('streams').getAttribute('aria-selected'), 'true');
    assert.equal(await sql.sidebarEntry('ksqldb').isVisible(), true);

    // Info: the gateway's version, the Kafka cluster id of `main`, the console's session as service id.
    await sql.tab('info').click();
    await sql.waitForPath('/ui/main/ksqldb/flink-sql/info');
    assert.match(await text(page.getByTestId('ksqldb-info-serverVersion')), /^Apache Flink 2\.2\.\d+$/);
    const cluster = (await (await fetch(`${baseUrl}/api/main/node`)).json()) as { id: string };
    assert.equal(await text(page.getByTestId('ksqldb-info-kafkaClusterId')), cluster.id);
    assert.match(await text(page.getByTestId('ksqldb-info-ksqlServiceId')), /^[0-9a-f-]{36}$/);
    await screenshot(page, 'ksqldb-info');
    for (const [tab, empty] of [
      ['streams', 'No streams available'],
      ['queries', 'No queries available'],
    ] as const) {
      await sql.openTab('main', 'flink-sql', tab, '?search=nothing-is-called-this');
      await eventually(async () => assert.equal(await text(page.getByTestId('table-empty')), empty));
    }

    await sql.openTab('main', 'flink-sql');
    await page.getByTestId('ksqldb-open-statement').click();
    await sql.waitForPath('/ui/main/ksqldb/flink-sql/statement');
    assert.equal(await text(sql.placeholder), 'Execute a query to se results');
    assert.equal(await sql.execute.isDisabled(), true);
    await sql.fillSql(kafkaTable(source, 'orders', 'earliest-offset'));
    await screenshot(page, 'ksqldb-statement');
    await sql.execute.click();
    await eventually(async () =>
      assert.equal(await text(sql.notification('success')), 'Statement was executed successfully'),
    );

    await sql.openTab('main', 'flink-sql', 'streams', `?search=${source}`);
    await sql.row(source).waitFor();
    const link = sql.row(source).getByTestId('ksqldb-topic-link');
    assert.equal(await text(link), 'orders');
    assert.equal(await link.getAttribute('href'), '/ui/main/topic/orders');
    assert.equal(await text(sql.row(source).getByTestId('cell-valueFormat')), 'JSON');
    await screenshot(page, 'ksqldb-streams');
    await link.click();
    await sql.waitForPath('/ui/main/topic/orders');
    await page.goBack();
    await sql.row(source).waitFor();
    await sql.tab('tables').click();
    await sql.waitForPath('/ui/main/ksqldb/flink-sql/tables');
    await sql.search(source);
    await eventually(async () =>
      assert.equal(await text(page.getByTestId('table-empty')), 'No tables available'),
    );

    await sql.openTab('main', 'flink-sql');
    await page.getByTestId('ksqldb-open-query').click();
    await sql.waitForPath('/ui/main/ksqldb/flink-sql/query');
    await sql.fillSql(`SELECT orderId, customer, status FROM ${source}`);
    await sql.execute.click();
    await eventually(async () => assert.equal(await sql.cancel.isVisible(), true), { timeoutMs: 5_000 });
    // Issue 15: the ~20 s wait says what it waits for, with the seconds spent.
    const pending = page.getByTestId('ksqldb-pending');
    await eventually(async () =>
      assert.match(
        await text(pending),
        /^Starting the query on the Flink SQL gateway 'flink-sql', then reading its rows… This can take 20–30 s\. · \d+ s$/,
      ),
    );
    await screenshot(page, 'ksqldb-query-waiting');
    await eventually(
      async () =>
        assert.equal(
          await text(sql.notification('success')),
          'Query was executed successfully, see results below.',
        ),
      { timeoutMs: 40_000 },
    );
    await eventually(async () =>
      assert.match(await text(pending), /^Query finished: \d+ rows \(took \d+ s\)$/),
    );
    const headers = await sql.results.locator('th').allInnerTexts();
    assert.deepEqual(
      headers.map((h) => h.trim()),
      ['orderId', 'customer', 'status'],
    );
    const firstCell = await text(sql.results.getByTestId('table-row').first().getByTestId('cell-c0'));
    assert.match(firstCell, /^ord-\d+$/);
    assert.ok((await sql.results.getByTestId('table-row').count()) > 10);
    await screenshot(page, 'ksqldb-query-results');

    // A persistent job: it shows under queries with its sink, and Stop cancels it in Flink.
    await sql.openTab('main', 'flink-sql');
    await page.getByTestId('ksqldb-open-statement').click();
    await sql.fillSql(
      `CREATE TABLE ${sink} (orderId STRING, status STRING) WITH ('connector' = 'blackhole');\n` +
        `INSERT INTO ${sink} SELECT orderId, status FROM ${source}`,
    );
    await sql.execute.click();
    await eventually(async () =>
      assert.equal(await text(sql.notification('success')), 'Statement was executed successfully'),
    );
    await sql.openTab('main', 'flink-sql', 'queries');
    const job = sql.table.locator('[data-testid="table-row"]', { hasText: sink });
    await eventually(
      async () => {
        await page.reload();
        await job.waitFor({ timeout: 2_000 });
      },
      { timeoutMs: 20_000 },
    );
    assert.equal(await text(job.getByTestId('cell-queryType')), 'PERSISTENT');
    assert.equal(await text(job.getByTestId('cell-sink')), sink);
    const jobId = await job.getAttribute('data-row-id');
    await screenshot(page, 'ksqldb-queries');
    await job.getByTestId('ksqldb-stop-query').click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(async () =>
      assert.equal(await text(sql.notification('success')), `Query '${jobId}' is stopped`),
    );
    await eventually(
      async () => {
        const state = (await jobs()).find((j) => j.jid === jobId)?.state;
        assert.ok(state === 'CANCELED' || state === 'CANCELLING', `job state ${state}`);
      },
      { timeoutMs: 20_000 },
    );
    await eventually(async () => assert.equal(await job.count(), 0), { timeoutMs: 15_000 });
  },
);

browserTest('cancelling a running query, or leaving its page, cancels its Flink job', async (page) => {
  const sql = new KsqlDbPages(page);
  // live-events grows by one record a second, so this query never goes quiet on its own.
  await fetch(`${api}/execute`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql: kafkaTable(live, 'live-events', 'latest-offset') }),
  });
  await sql.open('/ui/main/ksqldb/flink-sql/query');
  await sql.fillSql(`SELECT * FROM ${live}`);
  await sql.execute.click();
  const known = new Set<string>();
  const runningJob = () =>
    eventually(
      async () => {
        const j = (await jobs()).find(
          (x) => x.name.includes(live) && x.state === 'RUNNING' && !known.has(x.jid),
        );
        assert.ok(j, 'the query runs as a Flink job');
        known.add(j.jid);
        return j;
      },
      { timeoutMs: 20_000 },
    );
  const cancelled = (jid: string) =>
    eventually(
      async () => {
        const state = (await jobs()).find((j) => j.jid === jid)?.state;
        assert.ok(state === 'CANCELED' || state === 'CANCELLING', `job state ${state}`);
      },
      { timeoutMs: 15_000 },
    );

  const first = await runningJob();
  await sql.cancel.click();
  await cancelled(first.jid);
  assert.equal(await sql.execute.isDisabled(), false);
  assert.equal(await text(sql.placeholder), 'Execute a query to se results');

  // Leaving the page while the query runs stops it too.
  await sql.execute.click();
  const second = await runningJob();
  await sql.sidebarEntry('node').click();
  await sql.waitForPath('/ui/main/node');
  await cancelled(second.jid);
});
