import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Admin } from '@platformatic/kafka';
import { coalescingAdmin, keepsAnswers, keyOf, LIST_KEEP_MS, ReadCoalescer } from './coalesce.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

test('concurrent identical reads share one call', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 0 });
  const d = deferred<number>();
  let calls = 0;
  const read = () => {
    calls += 1;
    return d.promise;
  };
  const all = Promise.all(Array.from({ length: 100 }, () => c.run('k', read)));
  d.resolve(7);
  assert.deepEqual(new Set(await all), new Set([7]));
  assert.equal(calls, 1);
  assert.deepEqual(c.stats, { sent: 1, shared: 99 });
});

test('different keys are different reads', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 0 });
  const values = await Promise.all([c.run('a', async () => 1), c.run('b', async () => 2)]);
  assert.deepEqual(values, [1, 2]);
});

test('without a ttl a settled read is not reused', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 0 });
  let calls = 0;
  await c.run('k', async () => ++calls);
  assert.equal(await c.run('k', async () => ++calls), 2);
  assert.equal(c.size, 0);
});

test('with a ttl a settled read is reused until it expires, unless cache is off', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 60 });
  let calls = 0;
  await c.run('k', async () => ++calls);
  assert.equal(await c.run('k', async () => ++calls), 1);
  assert.equal(await c.run('u', async () => ++calls, false), 2);
  assert.equal(await c.run('u', async () => ++calls, false), 3);
  await new Promise((r) => setTimeout(r, 80));
  assert.equal(await c.run('k', async () => ++calls), 4);
});

test('a failure is shared by the reads in flight but never reused', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000 });
  const d = deferred<number>();
  const first = c.run('k', () => d.promise);
  const second = c.run('k', async () => 0);
  d.reject(new Error('broker down'));
  await assert.rejects(first, /broker down/);
  await assert.rejects(second, /broker down/);
  assert.equal(await c.run('k', async () => 5), 5);
});

test('invalidate: the next read asks again, a read in flight is not joined any more', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000 });
  await c.run('k', async () => 'old');
  c.invalidate();
  assert.equal(await c.run('k', async () => 'new'), 'new');

  const slow = deferred<string>();
  const before = c.run('s', () => slow.promise);
  c.invalidate();
  const after = c.run('s', async () => 'after the change');
  slow.resolve('before the change');
  assert.equal(await before, 'before the change');
  assert.equal(await after, 'after the change');
  // The stale answer settling late does not replace the newer entry.
  assert.equal(await c.run('s', async () => 'third'), 'after the change');
});

test('disabled: every read is sent', async () => {
  const c = new ReadCoalescer({ enabled: false, ttlMs: 1000 });
  let calls = 0;
  await Promise.all([c.run('k', async () => ++calls), c.run('k', async () => ++calls)]);
  assert.equal(calls, 2);
});

test('keyOf spells bigints, maps and sets', () => {
  assert.equal(
    keyOf({ t: -1n, m: new Map([['a', 1]]), s: new Set([2]) }),
    '{"t":"-1n","m":[["a",1]],"s":[2]}',
  );
  assert.notEqual(keyOf({ t: 1n }), keyOf({ t: 1 }));
});

test('fresh: calls while a read is in flight share ONE next read, sent after it settles', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000 });
  const answers = [deferred<number>(), deferred<number>()];
  let calls = 0;
  const read = () => (answers[calls++] as ReturnType<typeof deferred<number>>).promise;
  const first = c.fresh('k', read);
  const later = Array.from({ length: 50 }, () => c.fresh('k', read));
  assert.equal(calls, 1, 'the next read waits for the one in flight');
  answers[0]?.resolve(1);
  assert.equal(await first, 1);
  await new Promise((r) => setImmediate(r));
  assert.equal(calls, 2, 'one next read for all who came meanwhile');
  answers[1]?.resolve(2);
  assert.deepEqual(
    new Set(await Promise.all(later)),
    new Set([2]),
    'none got the answer asked before it came',
  );
  assert.deepEqual(c.stats, { sent: 2, shared: 50 });
  assert.equal(c.size, 0, 'nothing is kept');
  let again = 0;
  assert.equal(await c.fresh('k', async () => ++again), 1, 'a lone call is sent at once');
});

test('fresh: a failure goes to the reads that shared it; the queued read is still sent', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 0 });
  const d = deferred<number>();
  const first = c.fresh('k', () => d.promise);
  const queued = c.fresh('k', async () => 5);
  d.reject(new Error('broker down'));
  await assert.rejects(first, /broker down/);
  assert.equal(await queued, 5);
});

test('fresh, disabled: every call is sent', async () => {
  const c = new ReadCoalescer({ enabled: false, ttlMs: 0 });
  let calls = 0;
  await Promise.all([c.fresh('k', async () => ++calls), c.fresh('k', async () => ++calls)]);
  assert.equal(calls, 2);
});

test('a number keeps the settled answer that long, never longer than the configured ttl', async () => {
  const c = new ReadCoalescer({ enabled: true, ttlMs: 1000 });
  let calls = 0;
  // 400 ms: a loaded machine pausing this test for a moment must not make the reuse look expired.
  await c.run('list', async () => ++calls, 400);
  assert.equal(await c.run('list', async () => ++calls, 400), 1, 'reused within its 400 ms');
  await new Promise((r) => setTimeout(r, 450));
  assert.equal(await c.run('list', async () => ++calls, 400), 2, 'asked again after them');

  const short = new ReadCoalescer({ enabled: true, ttlMs: 0 });
  await short.run('list', async () => ++calls, LIST_KEEP_MS);
  assert.equal(await short.run('list', async () => ++calls, LIST_KEEP_MS), 4, 'a ttl of 0 keeps nothing');
});

test('the admin keeps its group list up to LIST_KEEP_MS; a change through it clears it', async () => {
  let lists = 0;
  const fake = {
    listGroups: async () => new Map([[`g${++lists}`, {}]]),
    deleteGroups: async () => undefined,
  };
  const admin = coalescingAdmin(fake as unknown as Admin, new ReadCoalescer({ enabled: true, ttlMs: 2000 }));
  const first = await admin.listGroups({ types: ['classic'] });
  assert.equal(await admin.listGroups({ types: ['classic'] }), first, 'the same answer object');
  assert.equal(lists, 1);
  await admin.deleteGroups({ groups: ['g1'] });
  await admin.listGroups({ types: ['classic'] });
  assert.equal(lists, 2, 'asked again after a change');
  // Past LIST_KEEP_MS (not the 2 s ttl) it is asked again.
  await new Promise((r) => setTimeout(r, LIST_KEEP_MS + 50));
  await admin.listGroups({ types: ['classic'] });
  assert.equal(lists, 3);
});

test('keyOf of a list of names is its JSON, as the general walk spells it', () => {
  const names = ['a', 'b"c', '\u0000x'];
  assert.equal(keyOf(names), JSON.stringify(names));
  assert.equal(keyOf([1n, 'a']), '["1n","a"]');
});

test('keepsAnswers: only an admin whose coalescer is on and keeps answers', () => {
  const fake = {} as Admin;
  assert.equal(keepsAnswers(fake), false, 'no coalescer');
  assert.equal(
    keepsAnswers(coalescingAdmin({} as Admin, new ReadCoalescer({ enabled: true, ttlMs: 1000 }))),
    true,
  );
  assert.equal(
    keepsAnswers(coalescingAdmin({} as Admin, new ReadCoalescer({ enabled: true, ttlMs: 0 }))),
    false,
  );
  assert.equal(
    keepsAnswers(coalescingAdmin({} as Admin, new ReadCoalescer({ enabled: false, ttlMs: 1000 }))),
    false,
  );
});
