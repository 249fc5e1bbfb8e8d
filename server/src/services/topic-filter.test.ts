import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  compareTopicNames,
  isInternalTopic,
  isStreamTopic,
  matchesSearch,
  shownByView,
  topicKinds,
} from './topic-filter.ts';

const kinds = topicKinds(['^_.*$', '^.*_schemas$'], ['^.*-changelog$', '^.*-repartition$']);

test('internal topics: Kafka flag or a configured pattern', () => {
  assert.equal(isInternalTopic(kinds, '__consumer_offsets', true), true);
  assert.equal(isInternalTopic(kinds, '_audit', false), true);
  assert.equal(isInternalTopic(kinds, 'my_schemas', false), true);
  assert.equal(isInternalTopic(kinds, 'orders', false), false);
});

test('stream topics by pattern', () => {
  assert.equal(isStreamTopic(kinds, 'app-store-changelog'), true);
  assert.equal(isStreamTopic(kinds, 'app-x-repartition'), true);
  assert.equal(isStreamTopic(kinds, 'changelog-x'), false);
});

test('search: every word contained, case-insensitive; empty matches everything', () => {
  assert.equal(matchesSearch('Orders-EU', 'eu ord'), true);
  assert.equal(matchesSearch('orders', 'ord pay'), false);
  assert.equal(matchesSearch('orders', ''), true);
  assert.equal(matchesSearch('orders', undefined), true);
});

test('views hide what they name', () => {
  assert.deepEqual(
    (['ALL', 'HIDE_INTERNAL', 'HIDE_STREAM', 'HIDE_INTERNAL_STREAM'] as const).map((v) => [
      shownByView(v, true, false),
      shownByView(v, false, true),
      shownByView(v, false, false),
    ]),
    [
      [true, true, true],
      [false, true, true],
      [true, false, true],
      [false, false, true],
    ],
  );
});

test('names sort case-insensitively', () => {
  assert.deepEqual(['b', 'A', 'a', 'C'].sort(compareTopicNames), ['A', 'a', 'b', 'C']);
});
