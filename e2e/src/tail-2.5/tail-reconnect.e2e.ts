// Spec §7 "Live tail": the browser's tail stream reconnects when it has heard nothing (no event, no
// heartbeat) for 45 s, and goes on from the last offsets it saw. The first stream of the page is
// sent through a proxy in this file that relays the server's opening up to the first records and
// then goes quiet while keeping the connection open; Playwright's clock then moves the page's time
// on, so the 45 s pass without waiting for them. The reconnect goes to the server itself and the
// stack's producer (~1 record/s into live-events on main) keeps the rows coming.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const TOPIC = 'live-events';
const isTailStream = (url: URL) => url.pathname.endsWith('/tail/sse');

/** What the quiet proxy saw of the one stream it carries. */
interface QuietStream {
  /** The last event relayed before going quiet (it carries records and their offsets). */
  last?: { records: { partition: number; offset: number }[]; offsets: string[] };
  /** The browser closed the quiet connection. */
  dropped: boolean;
}

let proxyPort = 0;
let stream: QuietStream | undefined;
const proxy = createServer((req, res) => {
  const seen: QuietStream = { dropped: false };
  stream = seen;
  let upstream: IncomingMessage | undefined;
  res.on('close', () => {
    seen.dropped = true;
    upstream?.destroy();
  });
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  for (const name of ['cookie', 'authorization']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  httpRequest(`${baseUrl}${req.url}`, { headers }, (up) => {
    upstream = up;
    res.writeHead(up.statusCode ?? 502, {
      'content-type': up.headers['content-type'] ?? 'text/event-stream',
      'cache-control': 'no-cache',
    });
    let buffer = '';
    up.setEncoding('utf8');
    up.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        res.write(frame);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        const event = data ? JSON.parse(data.slice(6)) : {};
        if (event.records?.length) {
          // Quiet from here on: nothing more reaches the browser, the connection stays open.
          up.destroy();
          seen.last = event;
          return;
        }
      }
    });
  })
    .on('error', () => res.destroy())
    .end();
});

before(async () => {
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxyPort = (proxy.address() as AddressInfo).port;
});
after(async () => {
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
});

const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** Partition and offset of every row shown. */
async function shown(page: Page): Promise<{ partition: number; offset: number }[]> {
  const partitions = await rows(page).getByTestId('cell-partition').allInnerTexts();
  const offsets = await rows(page).getByTestId('cell-offset').allInnerTexts();
  return partitions.map((p, i) => ({ partition: Number(p), offset: Number(offsets[i]) }));
}

browserTest(
  'a tail stream silent for 45 s reconnects from its last offsets and records keep coming',
  async (page) => {
    // The first tail stream goes through the quiet proxy, every later one to the server as asked.
    const requested: URL[] = [];
    await page.route(
      (url) => isTailStream(url),
      (route) => {
        const url = new URL(route.request().url());
        requested.push(url);
        if (requested.length === 1)
          return route.continue({ url: `http://127.0.0.1:${proxyPort}${url.pathname}${url.search}` });
        return route.continue();
      },
    );
    await page.clock.install();
    await page.goto(`/ui/main/tail?topicId=${TOPIC}`);
    await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));

    // The first stream showed its records, then went quiet.
    const last = await eventually(async () => {
      assert.ok(stream?.last, 'the first stream relayed no records');
      return stream.last;
    });
    const quietSince = await pageNow(page);
    const relayed = last.records.map(({ partition, offset }) => ({ partition, offset }));
    const seen = relayed.at(-1)!;
    const sorted = (list: { partition: number; offset: number }[]) =>
      [...list].sort((a, b) => a.partition - b.partition || a.offset - b.offset);
    await eventually(async () => assert.deepEqual(sorted(await shown(page)), sorted(relayed)));
    assert.deepEqual(last.offsets, [`${TOPIC},${seen.partition},${seen.offset + 1}`]);

    // 40 s of silence: still the first connection, nothing new.
    await page.clock.fastForward(quietSince + 40_000 - (await pageNow(page)));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(stream?.dropped, false, 'the stream was dropped before 45 s of silence');
    assert.equal(requested.length, 1);
    assert.deepEqual(sorted(await shown(page)), sorted(relayed));

    // Past 45 s: the browser drops the silent stream and opens a new one (after 1 s), resuming from
    // the offsets the first stream reported.
    await page.clock.fastForward(quietSince + 46_000 - (await pageNow(page)));
    await eventually(async () => assert.ok(stream?.dropped, 'the silent stream is still open after 46 s'));
    await eventually(async () => assert.equal(requested.length, 2));
    assert.deepEqual(requested[1]!.searchParams.getAll('topics'), [TOPIC]);
    assert.deepEqual(requested[1]!.searchParams.getAll('after'), last.offsets);

    // Records keep arriving: the very next offset is there (nothing lost while silent), more after
    // it, none twice, and the tail never stopped.
    await eventually(
      async () => {
        const now = await shown(page);
        assert.ok(now.some((r) => r.partition === seen.partition && r.offset === seen.offset + 1));
        assert.ok(now.length >= relayed.length + 2, `only ${now.length} rows`);
        assert.equal(
          new Set(now.map((r) => `${r.partition},${r.offset}`)).size,
          now.length,
          'a record shown twice',
        );
      },
      { timeoutMs: 15_000 },
    );
    assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
    assert.equal(await page.getByTestId('tail-error').count(), 0);
    assert.equal(requested.length, 2);
    await screenshot(page, 'tail-reconnected');
  },
);
