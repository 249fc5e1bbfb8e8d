import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { bearer, securedConfig, startSecured, tokenOf } from './auth-helpers.ts';
import { demoConfig, json, type RunningServer, startServer } from './helpers.ts';

// The per-user cap on searches and streams (server.streams-per-user): one more than the cap
// answers 429 with a message naming the cap and what is open, before any Kafka client is taken;
// closing one lets the next in. Anonymous users are counted by address, logged-in ones by name.

const CAP = 2;
const tailUrl = (base: string) => `${base}/api/main/tail/sse?topics=live-events`;

/** Opens a stream and leaves it open; `close` ends it from the browser's side. */
async function open(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  return { status: response.status, response, close: () => controller.abort() };
}

describe('per-user cap on streams (open console, by address)', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer(
      demoConfig((c) => ({ ...c, server: { ...c.server, 'streams-per-user': CAP } })),
    );
  });
  after(() => server.close());

  test('a tail and a search fill the cap; a third stream or a download answers 429, then fits after one closes', async (t) => {
    const tail = await open(tailUrl(server.url));
    assert.equal(tail.status, 200);
    // A search over a million records stays open long enough to hold its place.
    const search = await open(
      `${server.url}/api/main/topic/clickstream-1m/data/search?searchByValue=nothing-like-it`,
    );
    t.after(() => {
      tail.close();
      search.close();
    });
    assert.equal(search.status, 200);

    const third = await fetch(tailUrl(server.url));
    assert.equal(third.status, 429);
    assert.deepEqual(await json(third), {
      message: `You already have ${CAP} searches or streams open (at most ${CAP} at once); close one and try again`,
    });
    const download = await server.get('/api/main/topic/orders/data/download');
    assert.equal(download.status, 429);

    // Lists and pages are not streams: never capped.
    assert.equal((await server.get('/api/main/topic?page=1')).status, 200);

    tail.close();
    await eventually(async () => {
      const again = await open(tailUrl(server.url));
      again.close();
      assert.equal(again.status, 200);
    });
    search.close();
  });
});

describe('per-user cap on streams (logged-in users, by name)', () => {
  let server: Awaited<ReturnType<typeof startSecured>>;
  before(async () => {
    server = await startSecured(
      securedConfig((c) => ({ ...c, server: { ...c.server, 'streams-per-user': CAP } })),
    );
  });
  after(() => server.close());

  test("one user's cap does not hold another user back", async () => {
    const admin = bearer(await tokenOf(server.url, 'admin', 'admin-pw'));
    const reader = bearer(await tokenOf(server.url, 'reader', 'reader-pw'));
    const streams = [await open(tailUrl(server.url), admin), await open(tailUrl(server.url), admin)];
    assert.deepEqual(
      streams.map((s) => s.status),
      [200, 200],
    );
    const refused = await fetch(tailUrl(server.url), { headers: admin });
    assert.equal(refused.status, 429);
    assert.match(
      ((await refused.json()) as { message: string }).message,
      /You already have 2 searches or streams open/,
    );
    const other = await open(tailUrl(server.url), reader);
    assert.equal(other.status, 200);
    for (const s of [...streams, other]) s.close();
  });
});
