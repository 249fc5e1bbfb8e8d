import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Consumer } from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { ConsumerPool, laneOf, type PoolOptions } from './consumer-pool.ts';
import { parseFilters } from './filters.ts';

// The reading clients' line (consumer-pool.ts) with fake clients: bounded, first come first
// served, and a read whose client went away leaves the line.

function pool(options: PoolOptions = {}) {
  const made: Array<{ cluster: string; closed: boolean }> = [];
  const p = new ConsumerPool(undefined, {
    scans: 2,
    ...options,
    create: (cluster) => {
      const fake = {
        cluster,
        closed: false,
        close: async () => {
          fake.closed = true;
        },
      };
      made.push(fake);
      return fake as unknown as Consumer;
    },
  });
  return { p, made };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setImmediate(r));
  return done;
};

test('every read of a cluster shares one client; another cluster has its own', async () => {
  const { p, made } = pool({ scans: 10 });
  const clients = await Promise.all([1, 2, 3].map(() => p.acquire('main')));
  assert.equal(new Set(clients).size, 1);
  assert.notEqual(await p.acquire('second'), clients[0]);
  assert.equal(made.length, 2);
  for (const c of clients) p.release('main', c);
  assert.deepEqual(p.stats('main'), { active: 0, waiting: 0, clients: 1 });
  assert.equal(made[0]?.closed, false, 'the shared client stays open for the next reads');
});

test('at most `scans` reads at once; the others wait and go in the order they came', async () => {
  const { p } = pool();
  const first = await p.acquire('main');
  await p.acquire('main');
  const order: string[] = [];
  const a = p.acquire('main').then(() => order.push('a'));
  const b = p.acquire('main').then(() => order.push('b'));
  assert.equal(await settled(a), false, 'a third read waits');
  assert.deepEqual(p.stats('main'), { active: 2, waiting: 2, clients: 1 });
  p.release('main', first);
  await a;
  assert.equal(await settled(b), false, 'only one turn was freed');
  p.release('main', first);
  await b;
  assert.deepEqual(order, ['a', 'b']);
  assert.deepEqual(p.stats('main'), { active: 2, waiting: 0, clients: 1 });
});

test('a newcomer does not overtake reads already waiting', async () => {
  const { p } = pool({ scans: 1 });
  const first = await p.acquire('main');
  const waiting = p.acquire('main');
  p.release('main', first);
  // The turn went to the one in line; a read arriving now waits behind it.
  const late = p.acquire('main');
  await waiting;
  assert.equal(await settled(late), false);
  p.release('main', first);
  await late;
});

test('a read whose client went away leaves the line and its turn goes to the next', async () => {
  const { p } = pool({ scans: 1 });
  const first = await p.acquire('main');
  const gone = new AbortController();
  const cancelled = p.acquire('main', gone.signal);
  const next = p.acquire('main');
  gone.abort(new Error('client went away'));
  await assert.rejects(cancelled, (e: HttpError) => e.statusCode === 499 && /abandoned/.test(e.message));
  assert.deepEqual(p.stats('main'), { active: 1, waiting: 1, clients: 1 });
  p.release('main', first);
  await next;
  assert.deepEqual(p.stats('main'), { active: 1, waiting: 0, clients: 1 });
});

test('an aborted request is refused before it takes a turn', async () => {
  const { p } = pool();
  await assert.rejects(p.acquire('main', AbortSignal.abort(new Error('gone'))), /abandoned/);
  assert.deepEqual(p.stats('main'), { active: 0, waiting: 0, clients: 0 });
});

test('waiting is bounded: after waitMs the read is answered 503 naming the cluster', async () => {
  const { p } = pool({ scans: 1, waitMs: 20 });
  await p.acquire('main');
  const error = await p.acquire('main').catch((e: unknown) => e);
  assert.ok(error instanceof HttpError);
  assert.equal(error.statusCode, 503);
  assert.match(error.message, /Cluster 'main' has 1 page reads running .* try again/);
  assert.equal(p.stats('main').waiting, 0);
});

test('a live tail gets a client of its own, never waits, and its client is closed when it ends', async () => {
  const { p, made } = pool({ scans: 1 });
  const shared = await p.acquire('main');
  const tail = await p.acquire('main', undefined, 'tail');
  assert.notEqual(tail, shared);
  p.release('main', tail);
  assert.equal(made.find((m) => (m as unknown) === tail)?.closed, true);
  assert.deepEqual(p.stats('main'), { active: 1, waiting: 0, clients: 1 });
});

test('close refuses the reads in line and closes every client', async () => {
  const { p, made } = pool({ scans: 1 });
  await p.acquire('main');
  const waiting = p.acquire('main');
  const tail = await p.acquire('main', undefined, 'tail');
  await p.close();
  await assert.rejects(waiting, /shutting down/);
  assert.ok(made.every((m) => m.closed));
  await assert.rejects(p.acquire('main'), /shutting down/);
  p.release('main', tail);
});

test('searches, downloads and copies read on a second client with turns of their own', async () => {
  const { p, made } = pool({ scans: 1, transfers: 1 });
  const page = await p.acquire('main');
  const transfer = await p.acquire('main', undefined, 'transfer');
  assert.notEqual(transfer, page);
  // Both lanes are full: a page waits for a page, not for the transfer to end.
  const nextPage = p.acquire('main');
  const nextTransfer = p.acquire('main', undefined, 'transfer');
  p.release('main', page);
  assert.equal(await nextPage, page);
  assert.equal(await settled(nextTransfer), false);
  assert.deepEqual(p.stats('main', 'transfer'), { active: 1, waiting: 1, clients: 1 });
  p.release('main', transfer);
  assert.equal(await nextTransfer, transfer);
  assert.equal(made.length, 2, 'two clients per cluster, whatever the number of reads');
});

test('the lane of a read: a tail, a search or an unbounded read, else a page', () => {
  assert.equal(laneOf({ follow: true, limit: Number.POSITIVE_INFINITY, filters: {} }), 'tail');
  assert.equal(laneOf({ limit: 50, filters: parseFilters({ searchByValue: 'x' }) }), 'transfer');
  assert.equal(laneOf({ limit: Number.POSITIVE_INFINITY, filters: {} }), 'transfer');
  assert.equal(laneOf({ limit: 50, filters: {} }), 'page');
  assert.equal(laneOf({ limit: 1, filters: {} }), 'page');
});
