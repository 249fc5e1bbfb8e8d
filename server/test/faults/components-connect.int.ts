// The Connect worker stopped and started again (issue 17): while it is down the console's Connect
// routes answer 502 naming the worker and its address, within the deadline; once it is back they
// answer again from the same console process, with what the worker itself lists and reports.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { json, type RunningServer, startServer } from '../helpers.ts';
import { withStopped } from './component.ts';

const CONNECTOR = 'demo-file-source';
const base = '/api/main/connect/demo-connect';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

/** The worker's own connector list and one connector's state, read without the console. */
async function workerConnectors(): Promise<string[]> {
  const answer = await fetch(`${endpoints.connect.url}/connectors`);
  assert.equal(answer.status, 200);
  return ((await answer.json()) as string[]).sort();
}

async function workerState(name: string): Promise<string> {
  const answer = await fetch(`${endpoints.connect.url}/connectors/${name}/status`);
  assert.equal(answer.status, 200);
  return ((await answer.json()) as { connector: { state: string } }).connector.state;
}

async function consoleConnectors(): Promise<string[]> {
  const answer = await server.get(base);
  assert.equal(answer.status, 200, await answer.clone().text());
  const body = await json<{ results: Array<{ name: string }> }>(answer);
  return body.results.map((r) => r.name).sort();
}

async function assertConnectDown(path: string): Promise<void> {
  const answer = await server.get(path);
  const body = await json<{ message: string }>(answer);
  assert.equal(answer.status, 502, `${path}: ${JSON.stringify(body)}`);
  assert.match(body.message, /Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:8083/);
}

test('Connect down: its pages say the worker is unreachable; back: they list its connectors again', async () => {
  // Other tests add and remove connectors of their own meanwhile: the seeded one is compared.
  assert.ok((await workerConnectors()).includes(CONNECTOR), 'the stack seeds the file source');
  assert.ok((await consoleConnectors()).includes(CONNECTOR));

  await withStopped(
    'connect',
    async () => {
      await assertConnectDown(base);
      await assertConnectDown(`${base}/plugins`);
      await assertConnectDown(`${base}/${CONNECTOR}`);
      assert.equal((await server.get('/api/main/topic')).status, 200);
    },
    async () => {
      assert.ok((await workerConnectors()).includes(CONNECTOR));
      // Right after its start the worker may still answer 409 (rebalance) for a moment.
      await eventually(async () => assert.ok((await consoleConnectors()).includes(CONNECTOR)), {
        timeoutMs: 60_000,
        what: 'the console lists the connectors again',
      });
      await eventually(
        async () => {
          const detail = await server.get(`${base}/${CONNECTOR}`);
          assert.equal(detail.status, 200);
          const body = await json<{ name: string }>(detail);
          assert.equal(body.name, CONNECTOR);
          assert.equal(await workerState(CONNECTOR), 'RUNNING');
        },
        { timeoutMs: 60_000, what: `${CONNECTOR} answers and runs again` },
      );
    },
  );
});
