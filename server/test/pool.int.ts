import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { recordEngine } from '../src/records/index.ts';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';

// Many users reading records at once hold a constant number of Kafka connections (issue 17,
// Load; server/src/records/consumer-pool.ts): a hundred data pages and searches at the same time
// use the connections one page opened, and requests abandoned while waiting leave nothing behind.
// The connections are counted from outside, with `ss`, as the kernel sees this process's sockets.

const MAIN = [19092, 29092, 39092];

/** Established TCP connections of this process to each of main's brokers. */
function connections(): number[] {
  const lines = execFileSync('ss', ['-tnpH', 'state', 'established'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`pid=${process.pid},`));
  return MAIN.map((port) => lines.filter((line) => line.includes(`127.0.0.1:${port} `)).length);
}

const PAGE = '/api/main/topic/orders/data?sort=NEWEST';
const SEARCH = '/api/main/topic/orders/data/search?sort=OLDEST&searchByValue=no-such-value-anywhere';
// Long enough to be still running when its users leave, however quiet the machine.
const LONG_SEARCH =
  '/api/main/topic/clickstream-1m/data/search?sort=OLDEST&searchByValue=no-such-value-anywhere';

describe('reading connections under many users', () => {
  let server: RunningServer;
  before(async () => {
    // No per-user cap here: the hundred simulated users all come from this one address.
    server = await startServer(
      demoConfig((c) => ({ ...c, server: { ...c.server, 'streams-per-user': 1000 } })),
    );
  });
  after(() => server.close());

  test('100 users on data pages and searches at once: the connections one page opened, no more', async () => {
    // One user first: the console's admin client and reader connect to the brokers they need.
    const first = await server.get(PAGE);
    assert.equal(first.status, 200);
    const expected = await first.text();
    assert.equal((await server.get(SEARCH)).status, 200);
    const quiet = connections();
    // The page and the search read on the two shared clients (pages, and searches/downloads/copies).
    assert.ok(
      quiet.every((n) => n >= 1 && n <= 3),
      `one admin and two reading connections per broker at most: ${quiet}`,
    );

    let highest = quiet;
    const sampler = setInterval(() => {
      highest = connections().map((n, i) => Math.max(n, highest[i] ?? 0));
    }, 50);
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const response = await server.get(i % 4 === 3 ? SEARCH : PAGE);
          return { status: response.status, body: await response.text(), page: i % 4 !== 3 };
        }),
      );
      assert.deepEqual(
        answers.filter((a) => a.status !== 200),
        [],
      );
      // Every page user sees the same page (orders is not written to by the stack).
      for (const a of answers.filter((x) => x.page)) assert.equal(a.body, expected);
    } finally {
      clearInterval(sampler);
    }
    assert.deepEqual(highest, quiet, 'no connection was opened for the crowd');
    assert.deepEqual(connections(), quiet);
  });

  test('requests abandoned while waiting their turn leave the line and nothing open', async () => {
    const quiet = connections();
    const engine = recordEngine(server.ctx);
    const controllers = Array.from({ length: 60 }, () => new AbortController());
    // Each its own search: identical ones would share one scan (routes/shared-search.ts) and
    // none would wait for a turn.
    const requests = controllers.map((c, i) =>
      fetch(`${server.url}${LONG_SEARCH}-${i}`, { signal: c.signal })
        .then((r) => r.body?.cancel())
        .catch(() => undefined),
    );
    // Gone before most got their turn.
    await eventually(() => assert.ok(engine.activeScans > 0, 'reads started'));
    for (const c of controllers) c.abort();
    await Promise.all(requests);
    await eventually(() => assert.equal(engine.activeScans, 0, 'every read ended and gave back its turn'));
    assert.deepEqual(connections(), quiet);
    // The line is empty: a page answers at once, not after the abandoned searches.
    const page = await server.get(PAGE);
    assert.equal(page.status, 200);
  });

  test('reads given up before their first batch give back their turn (more than the 16 turns there are)', async () => {
    const engine = recordEngine(server.ctx);
    // The single-record route opens a read and gives it up when the partition does not exist.
    for (let i = 0; i < 20; i++) {
      const answer = await server.get('/api/main/topic/orders/data/record/99/0');
      assert.equal(answer.status, 400, await answer.text());
    }
    assert.equal(engine.activeScans, 0);
    assert.equal((await server.get(PAGE)).status, 200);
  });
});
