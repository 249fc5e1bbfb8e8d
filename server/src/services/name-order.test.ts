import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byName } from './group-names.ts';
import { NameOrder } from './name-order.ts';
import { compareTopicNames, topicKinds } from './topic-filter.ts';
import type { ClusterSnapshot } from './topic-metadata.ts';
import { listedNames } from './topic-names.ts';

const shuffled = (names: string[]) => [...names].sort(() => Math.random() - 0.5);

test('the kept order is the full sort of each answer, as names come and go', () => {
  const order = new NameOrder(byName);
  let names = new Set(shuffled(['b', 'A', 'a', 'c-1', 'C_2', 'z', 'Zeta', 'éclair', 'e']));
  for (let round = 0; round < 50; round++) {
    assert.deepEqual(order.of(names), [...names].sort(byName));
    const next = [...names].filter(() => Math.random() > 0.2);
    for (let i = 0; i < 3; i++) next.push(`n${Math.floor(Math.random() * 40)}${i % 2 ? 'X' : 'x'}`);
    names = new Set(shuffled(next));
  }
});

test('an unchanged answer gives the same array back: nothing is sorted again', () => {
  const order = new NameOrder(compareTopicNames);
  const first = order.of(new Set(['b', 'a', 'c']));
  assert.equal(order.of(new Set(['c', 'b', 'a'])), first);
  assert.deepEqual(order.of(new Set(['c', 'a'])), ['a', 'c']);
  assert.deepEqual(order.of(new Set([])), []);
});

function snapshot(names: Array<[string, boolean]>): ClusterSnapshot {
  return {
    brokers: new Map(),
    topics: new Map(
      names.map(([name, kafkaInternal]) => [name, { name, topicId: name, kafkaInternal, partitions: [] }]),
    ),
  };
}

test('listed names: view and search over the kept order, the same with or without it', () => {
  const kinds = topicKinds(['^_.*$'], ['^.*-changelog$']);
  const admin = {} as never;
  const snap = snapshot([
    ['orders', false],
    ['__consumer_offsets', true],
    ['Orders-EU', false],
    ['_schemas', false],
    ['app-store-changelog', false],
    ['payments', false],
  ]);
  assert.deepEqual(listedNames(snap, kinds, 'HIDE_INTERNAL_STREAM', '', admin), [
    'orders',
    'Orders-EU',
    'payments',
  ]);
  assert.deepEqual(listedNames(snap, kinds, 'HIDE_INTERNAL', 'ORD', admin), ['orders', 'Orders-EU']);
  assert.deepEqual(listedNames(snap, kinds, 'HIDE_STREAM', undefined, admin), [
    '__consumer_offsets',
    '_schemas',
    'orders',
    'Orders-EU',
    'payments',
  ]);
  for (const view of ['ALL', 'HIDE_INTERNAL', 'HIDE_STREAM', 'HIDE_INTERNAL_STREAM'] as const) {
    assert.deepEqual(listedNames(snap, kinds, view, 'o', admin), listedNames(snap, kinds, view, 'o'));
  }
});

test('the same answer object again is answered without a walk; a new one is checked', () => {
  const order = new NameOrder(compareTopicNames);
  const answer = new Set(['b', 'a']);
  const first = order.of(answer);
  assert.deepEqual(first, ['a', 'b']);
  // A kept answer is never mutated by callers; the same object means the same names.
  assert.equal(order.of(answer), first);
  assert.deepEqual(order.of(new Set(['c', 'a'])), ['a', 'c']);
  assert.deepEqual(order.of(answer), ['a', 'b'], 'an older object is checked again, not trusted');
});
