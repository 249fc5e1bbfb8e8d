import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TopicDataQuery } from '@console/contract';
import { readEvents, searchEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodingOf, recordEngine, type ScanBatch, selectionOf } from '../src/records/index.ts';
import { clientGone } from '../src/records/sse-writer.ts';
import { type OpenSearch, searchStats, sharedSearch } from '../src/routes/shared-search.ts';
import { openCaller } from '../src/security/permission.ts';
import { json, type RunningServer, startServer } from './helpers.ts';

// What a shared search does while its scan is still opening (server/src/routes/shared-search.ts),
// made deterministic: the search's open is the real record engine's over main's orders topic, held
// at a gate the test opens. The route here is the topic-data search's (sharedSearch), mounted on an
// app of its own so the test decides when the open returns.
//   - every caller gone before the open returned: the scan is closed without a fetch;
//   - an open that fails answers every caller that waited on it with its error, opened once;
//   - a caller whose offsets check (a ListOffsets before it follows) outlasted the scan it joined
//     follows the ended scan's kept events instead of scanning the same range again alone (under
//     load a short scan often ended during that check): the scan's batches are read ahead while
//     its open is held, so once the open returns it ends long before the joiner's check answers;
//   - a scan that cannot end by itself (it waits after its first batch) stops once every caller
//     has gone, and the same search then opens anew.

let server: RunningServer;
let app: FastifyInstance;
let url = '';
/** The open of the next searches: the test swaps it per case. */
let open: OpenSearch = () => Promise.reject(new Error('no open set'));

before(async () => {
  server = await startServer();
  app = Fastify();
  app.decorateRequest('caller');
  app.get('/api/:cluster/topic/:topic/data/search', async (request, reply) => {
    request.caller = openCaller();
    await sharedSearch(server.ctx, request, reply, clientGone(reply), open);
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await app.close();
  await server.close();
});

/** A gate the open waits at: `release()` lets it go on. */
function gate() {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

const engine = () => recordEngine(server.ctx);

/** The real open of a search over orders (as routes/topic-data.ts openRead). */
async function realOpen(signal: AbortSignal) {
  const query = { sort: 'OLDEST', searchByValue: 'no-such-value-anywhere' } as TopicDataQuery;
  const { selection, filters } = selectionOf(query);
  const opened = await engine().open('main', {
    topic: 'orders',
    selection,
    filters,
    decoding: decodingOf({}),
    limit: 50,
    signal,
    maxValueLength: engine().maxValueLength,
  });
  return { opened };
}

const path = (n: string) => `${url}/api/main/topic/orders/data/search?case=${n}`;

test('every caller gone while the scan was opening: the opened scan is closed without reading', async () => {
  const before = { ...searchStats };
  const held = gate();
  let opens = 0;
  let reads = 0;
  open = async (signal) => {
    const result = await realOpen(signal);
    opens += 1;
    await held.opened;
    const { batches } = result.opened;
    const next = batches.next.bind(batches);
    batches.next = (...args) => {
      reads += 1;
      return next(...args);
    };
    return result;
  };
  const leaving = new AbortController();
  const asked = fetch(path('gone'), { signal: leaving.signal }).catch(() => undefined);
  await eventually(() => assert.equal(opens, 1, 'the scan is open, the open not returned yet'));
  leaving.abort();
  await asked;
  await eventually(() => assert.equal(searchStats.abandoned, before.abandoned + 1, 'the caller left'));
  held.release();
  await eventually(() => assert.equal(engine().activeScans, 0, 'the read gave back its turn'));
  assert.equal(reads, 0, 'no batch was read for a search nobody waits for');
  assert.equal(searchStats.unstarted, (before.unstarted ?? 0) + 1, 'counted as a scan not started');
});

test('a failed open answers every caller that waited on it with the same error, opened once', async () => {
  const held = gate();
  let opens = 0;
  open = async () => {
    opens += 1;
    await held.opened;
    throw Object.assign(new Error("Topic 'orders' went away while opening"), { statusCode: 404 });
  };
  const callers = [fetch(path('failed'))];
  await eventually(() => assert.equal(opens, 1, 'the first caller opens'));
  for (let i = 0; i < 4; i++) callers.push(fetch(path('failed')));
  await eventually(() => assert.equal(searchStats.opening, 4, 'four wait on the open'));
  held.release();
  const answers = await Promise.all(
    callers.map(async (c) => {
      const response = await c;
      return `${response.status} ${(await json<{ message: string }>(response)).message}`;
    }),
  );
  assert.deepEqual(answers, Array(5).fill("404 Topic 'orders' went away while opening"));
  assert.equal(opens, 1, 'the callers that waited did not open their own');
});

test('when every caller has left a running scan it stops, and the same search then opens anew', async () => {
  const before = { ...searchStats };
  let opens = 0;
  let closed = 0;
  open = async (signal) => {
    opens += 1;
    const { opened } = await realOpen(signal);
    const real = opened.batches;
    // The real first batch, then nothing until the scan is stopped: it is running when they leave.
    async function* endless() {
      try {
        const first = await real.next();
        if (!first.done) yield { ...first.value, done: false };
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      } finally {
        closed += 1;
        await real.return(undefined);
      }
    }
    return { opened: { ...opened, batches: endless() } };
  };
  const callers = [new AbortController(), new AbortController()];
  for (const caller of callers) {
    const response = await fetch(path('running'), { signal: caller.signal });
    assert.equal(response.status, 200);
    const first = await readEvents(response.body as ReadableStream<Uint8Array>, searchEvents).next();
    assert.equal(first.done ? 'none' : first.value.event, 'searchBody', 'its first event');
  }
  assert.equal(searchStats.joined, before.joined + 1, 'the second joined the first');
  for (const caller of callers) caller.abort();
  await eventually(() => assert.equal(searchStats.abandoned, before.abandoned + 1, 'the scan was stopped'));
  await eventually(() => assert.equal(closed, 1, 'its read was closed'));
  await eventually(() => assert.equal(engine().activeScans, 0, 'and gave back its turn'));
  const again = new AbortController();
  assert.equal((await fetch(path('running'), { signal: again.signal })).status, 200);
  assert.equal(opens, 2, 'the search after both left opened anew');
  again.abort();
  await eventually(() => assert.equal(closed, 2));
});

/** realOpen read to its end before it returns: the scan then ends within a few microtasks. */
async function openedAhead(signal: AbortSignal) {
  const { opened } = await realOpen(signal);
  const batches: ScanBatch[] = [];
  for await (const batch of opened.batches) batches.push(batch);
  assert.equal(batches.at(-1)?.done, true, 'the scan read orders to its end');
  async function* ahead() {
    yield* batches;
  }
  return { ...opened, batches: ahead() };
}

async function eventLines(response: Response) {
  assert.equal(response.status, 200);
  const seen: string[] = [];
  for await (const e of readEvents(response.body as ReadableStream<Uint8Array>, searchEvents)) {
    seen.push(`${e.event} ${JSON.stringify(e.data)}`);
  }
  return seen;
}

test('a caller whose offsets check outlasted the scan it joined follows the ended scan, not a scan of its own', async () => {
  const before = { ...searchStats };
  const held = gate();
  let opens = 0;
  open = async (signal) => {
    opens += 1;
    const opened = await openedAhead(signal);
    await held.opened;
    return { opened };
  };
  const first = fetch(path('late'));
  await eventually(() => assert.equal(opens, 1, 'the first caller opens'));
  const second = fetch(path('late'));
  await eventually(() => assert.equal(searchStats.opening, 1, 'the second waits on its open'));
  held.release();
  const [a, b] = await Promise.all([first.then(eventLines), second.then(eventLines)]);
  assert.equal(a.at(-1)?.split(' ')[0], 'searchEnd', 'the first search ended');
  assert.deepEqual(b, a, 'the second got the same events');
  assert.equal(opens, 1, 'the second did not scan again');
  assert.equal(searchStats.joined, before.joined + 1, 'the second joined');
});
