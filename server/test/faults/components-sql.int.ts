// The Flink SQL gateway stopped and started again (issue 17): while it is down the stream-SQL routes
// answer 502 naming the gateway and its address, within the deadline; once it is back the same
// console process works again. The gateway forgets its sessions when it stops, so the console's
// session is opened anew on first use (a new service id), and statements run in it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { KsqlDbInfo, KsqlDbStreamList } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { json, type RunningServer, startServer } from '../helpers.ts';
import { withFrozen, withStopped } from './component.ts';

const gateway = 'http://127.0.0.1:8183';
const base = '/api/main/ksqldb/flink-sql';
const stream = `it_fault_orders_${Math.random().toString(36).slice(2, 8)}`;

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

async function info(): Promise<KsqlDbInfo> {
  const answer = await server.get(`${base}/info`);
  assert.equal(answer.status, 200, await answer.clone().text());
  return json<KsqlDbInfo>(answer);
}

/** The sessions the gateway itself knows: a handle it answers for is alive there. */
async function gatewayKnows(session: string | undefined): Promise<boolean> {
  return session !== undefined && (await fetch(`${gateway}/v1/sessions/${session}`)).status === 200;
}

async function assertGatewayDown(path: string, init?: RequestInit): Promise<void> {
  const answer = await server.get(path, init);
  const body = await json<{ message: string }>(answer);
  assert.equal(answer.status, 502, `${path}: ${JSON.stringify(body)}`);
  assert.match(body.message, /Flink SQL Gateway 'flink-sql' is unreachable at http:\/\/127\.0\.0\.1:8183/);
}

const createStream = () =>
  server.get(`${base}/execute`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sql:
        `CREATE TABLE IF NOT EXISTS ${stream} (orderId STRING) WITH ('connector' = 'kafka', 'topic' = 'orders', ` +
        `'properties.bootstrap.servers' = '127.0.0.1:19092', 'format' = 'json')`,
    }),
  });

test('Flink gateway down: SQL pages name it; back: a new session, and statements run again', async () => {
  const first = await info();
  assert.equal(await gatewayKnows(first.ksqlServiceId), true);
  // The first statements after a gateway start can be slow on a busy machine (a 504 then).
  await eventually(async () => assert.equal((await server.get(`${base}/streams`)).status, 200), {
    timeoutMs: 60_000,
    what: 'the SQL streams list answers',
  });

  await withStopped(
    'flink-sql-gateway',
    async () => {
      await assertGatewayDown(`${base}/info`);
      await assertGatewayDown(`${base}/streams`);
      await assertGatewayDown(`${base}/queries`);
      assert.equal((await createStream()).status, 502);
      assert.equal((await server.get('/api/main/topic')).status, 200);
    },
    async () => {
      const again = await eventually(info, { timeoutMs: 30_000, what: 'the SQL info answers again' });
      assert.match(again.serverVersion, /Flink/);
      assert.notEqual(again.ksqlServiceId, first.ksqlServiceId, 'the lost session is replaced');
      assert.equal(await gatewayKnows(again.ksqlServiceId), true);
      // The gateway's first statements after its start can outlast the deadline on a busy machine.
      await eventually(
        async () => {
          const created = await createStream();
          assert.equal(created.status, 200, await created.clone().text());
        },
        { timeoutMs: 60_000, intervalMs: 1000, what: 'a statement runs again' },
      );
      const listed = await json<KsqlDbStreamList>(await server.get(`${base}/streams?search=${stream}`));
      assert.deepEqual(
        listed.results?.map((s) => s.name),
        [stream],
      );
    },
  );
});

test('Flink gateway frozen (port open, no answer): the SQL info answers 504 within the deadline, then recovers', async () => {
  const deadline = server.ctx.config.server['kafka-timeout-ms'];
  await withFrozen('flink-sql-gateway', async () => {
    const answer = await server.get(`${base}/info`);
    const body = await json<{ message: string }>(answer);
    assert.equal(answer.status, 504, JSON.stringify(body));
    assert.equal(
      body.message,
      `Flink SQL Gateway 'flink-sql' did not answer within ${deadline} ms (GET /v1/info)`,
    );
  });
  await eventually(info, { timeoutMs: 30_000, what: 'the SQL info answers again' });
});
