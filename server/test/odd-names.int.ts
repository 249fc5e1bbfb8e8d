// Errors without internals (issue 13): every operation of the route table, with odd names in every
// name field and as the cluster, answers 4xx (or a success for a name that is merely unusual),
// never a 5xx and never a stack trace. The walk fixtures (server/test/walk/) make the requests.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allOperations, type OperationDef } from '@console/contract';
import { type RunningServer, startServer } from './helpers.ts';
import { walks } from './walk/index.ts';
import { removeNamed, walkCall, walkUrl } from './walk/walk-request.ts';
import type { WalkRequest } from './walk/walk-types.ts';

const ODD = ['__proto__', 'constructor', 'toString', '..', 'a\u0000b', 'é/ü?#', 'x'.repeat(10_240)];
// Names Kafka, the registry or Connect accept: whatever the walk created with them goes afterwards.
const CREATABLE = ['__proto__', 'constructor', 'toString'];

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  if (server) await removeNamed(server.ctx, CREATABLE);
  await server?.close();
});

const call = (op: OperationDef, request: WalkRequest, url: string) => walkCall(server.url, op, request, url);

test('odd names in every name field and as the cluster: no 5xx, no stack trace', async (t) => {
  const failures: string[] = [];
  let calls = 0;
  for (const { id, op } of allOperations()) {
    const [area = '', name = ''] = id.split('.');
    const fixture = walks[area]?.[name];
    if (!fixture) continue;
    for (const odd of ODD) {
      for (const cluster of ['main', odd]) {
        const url = walkUrl(op, fixture(odd), odd, cluster);
        const { status, text } = await call(op, fixture(odd), url);
        calls += 1;
        const shown = JSON.stringify(odd.length > 20 ? `${odd.slice(0, 8)}…(${odd.length})` : odd);
        if (status >= 500)
          failures.push(
            `${id} ${shown} on ${cluster === 'main' ? 'main' : shown}: ${status} ${text.slice(0, 160)}`,
          );
        if (/stacktrace|\n\s+at /.test(text)) failures.push(`${id} ${shown}: a stack trace`);
      }
    }
  }
  t.diagnostic(`${calls} calls`);
  assert.deepEqual(failures, []);
});

test('a missing topic is 404 on every read that names one', async (t) => {
  const missing = `it-missing-${Date.now().toString(36)}`;
  const wrong: string[] = [];
  const reads = allOperations().filter(({ op }) => op.method === 'GET' && op.path.includes(':topic'));
  for (const { id, op } of reads) {
    const [area = '', name = ''] = id.split('.');
    const fixture = walks[area]?.[name];
    if (!fixture) continue;
    const request = fixture(missing);
    const { status, text } = await call(op, request, walkUrl(op, request, missing, 'main'));
    if (status !== 404) wrong.push(`${id}: ${status} ${text.slice(0, 160)}`);
  }
  t.diagnostic(`${reads.length} reads name a topic`);
  assert.deepEqual(wrong, []);
});
