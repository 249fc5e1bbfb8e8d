import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReadCoalescer } from './coalesce.ts';
import { unwatched } from './warm-lists.ts';

// Kept lists read again in the background while users are active (warm-lists.ts), on a coalescer
// with a 300 ms keep time. Waits are several keep times long and assertions are on counts and
// answers, never on how long something took.

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEEP = 300;

function counter() {
  let calls = 0;
  return { read: async () => ++calls, calls: () => calls };
}

test('a list a user asked for is read again before it runs out: a read after a pause is kept, and new', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000, warmWindowMs: 5000 });
  const list = counter();
  assert.equal(await c.run('list', list.read, KEEP), 1);
  await pause(3 * KEEP);
  const later = await c.run('list', list.read, KEEP);
  assert.equal(c.stats.sent, 1, 'no read sent for the user: the kept answer was refreshed');
  assert.ok(c.refreshed >= 2, `refreshed ${c.refreshed} times`);
  assert.ok(later >= 3, `the answer is a refreshed one (${later})`);
  c.warm.stop();
});

test('no refresh once no user asked within the window; a read then asks Kafka as before', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000, warmWindowMs: KEEP });
  const list = counter();
  await c.run('list', list.read, KEEP);
  await pause(5 * KEEP);
  assert.equal(c.warm.active, false, 'idle: nothing scheduled');
  const refreshed = c.refreshed;
  await pause(2 * KEEP);
  assert.equal(c.refreshed, refreshed, 'no refresh while idle');
  await c.run('list', list.read, KEEP);
  assert.equal(c.stats.sent, 2, 'asked again');
});

test("the server's own reads (unwatched) keep nothing warm", async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000, warmWindowMs: 5000 });
  const list = counter();
  await unwatched(() => c.run('list', list.read, KEEP));
  await pause(2 * KEEP);
  assert.equal(c.refreshed, 0);
  assert.equal(list.calls(), 1);
});

test('a refresh in flight when a change clears the cache is not kept', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000, warmWindowMs: 5000 });
  let calls = 0;
  let release: () => void = () => {};
  const read = async () => {
    calls += 1;
    if (calls === 2) await new Promise<void>((r) => (release = r)); // the refresh waits
    return calls;
  };
  await c.run('list', read, KEEP);
  while (calls < 2) await pause(20);
  c.invalidate(); // a change made through the console while the refresh is out
  release();
  await pause(20);
  assert.equal(await c.run('list', read, KEEP), 3, 'read again after the change, not the refresh answer');
  c.warm.stop();
});

test('a failed refresh is logged; the list is then read again by the next user', async () => {
  const logged: string[] = [];
  const c = new ReadCoalescer({
    enabled: true,
    ttlMs: 1000,
    warmWindowMs: 5000,
    log: (message) => logged.push(message),
  });
  let calls = 0;
  const read = async () => {
    calls += 1;
    if (calls === 2) throw new Error('broker gone');
    return calls;
  };
  await c.run('list', read, KEEP);
  await pause(3 * KEEP);
  assert.equal(logged.length, 1, logged.join('\n'));
  assert.match(logged[0] ?? '', /keeping the list list warm failed/);
  assert.equal(await c.run('list', read, KEEP), 3);
  c.warm.stop();
});

test('stopped (the admin client closed): no more refreshes', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000, warmWindowMs: 5000 });
  const list = counter();
  await c.run('list', list.read, KEEP);
  c.warm.stop();
  await pause(3 * KEEP);
  assert.equal(c.refreshed, 0);
  assert.equal(c.warm.active, false);
});
