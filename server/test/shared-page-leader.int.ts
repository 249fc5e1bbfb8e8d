import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { answerStats } from '../src/routes/shared-answer.ts';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';

// A shared data page (routes/topic-data.ts through shared-answer.ts, fresh) is built for every
// request waiting on it: the client of the request building it leaving does not abort the build
// the others wait for; the build stops only when none is left.
// Made deterministic with the read line (records/consumer-pool.ts): downloads whose clients do not
// read hold every turn of the searches' lane (a filtered page reads there too), so a page's build
// waits for a turn until the test frees them.

const TURNS = 8; // consumer-pool.ts TRANSFERS_PER_CLUSTER
const HOLD = '/api/main/topic/clickstream-1m/data/download';
const PAGE = '/api/main/topic/orders/data?sort=OLDEST&searchByValue=no-such-value-anywhere';

let server: RunningServer;
before(async () => {
  // The holders all come from this one address: no per-user cap on them.
  server = await startServer(
    demoConfig((c) => ({ ...c, server: { ...c.server, 'streams-per-user': 1000 } })),
  );
});
after(() => server.close());

/** Downloads whose clients never read: each holds a turn of the lane until `free()`. */
async function holdTheLane() {
  const holders = Array.from({ length: TURNS }, () => new AbortController());
  // Each answer is kept: a response nobody holds is cancelled when collected, which ends its download.
  const asked = holders.map((h) => server.get(HOLD, { signal: h.signal }).catch(() => undefined));
  // A download answers once its read has a turn: then each holds one.
  assert.deepEqual(
    (await Promise.all(asked)).map((r) => r?.status),
    Array(TURNS).fill(200),
    'every turn of the lane is held',
  );
  return async () => {
    for (const h of holders) h.abort();
    await Promise.all(asked);
  };
}

test("the builder's client leaving does not abort the page another request waits for", async () => {
  const free = await holdTheLane();
  const before = { ...answerStats };
  try {
    // The first page waits in line; two more asked meanwhile wait for the next build (fresh).
    const first = new AbortController();
    const firstAsked = server.get(PAGE, { signal: first.signal }).catch(() => undefined);
    await eventually(() =>
      assert.equal(answerStats.built, before.built + 1, 'the first page is being built'),
    );
    const builder = new AbortController();
    const builderAsked = server.get(PAGE, { signal: builder.signal }).catch(() => undefined);
    await eventually(() => assert.equal(answerStats.waiting, 1, 'the second waits'));
    const other = server.get(PAGE);
    await eventually(() => assert.equal(answerStats.waiting, 2, 'the third waits'));
    // The first leaves: nobody waits on its build. The second builds the next page for both.
    first.abort();
    await firstAsked;
    await eventually(() => assert.equal(answerStats.built, before.built + 2, 'the second builds'));
    builder.abort();
    await builderAsked;
    await free();
    const answer = await other;
    assert.equal(answer.status, 200, await answer.clone().text());
    assert.equal(answerStats.built, before.built + 2, 'the third got the page the second built');
    assert.equal(answerStats.shared, before.shared + 1);
  } finally {
    await free();
  }
});
