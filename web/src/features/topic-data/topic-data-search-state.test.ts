import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deletedNote } from '@console/contract';
import { IDLE_SEARCH, searchStep } from './topic-data-search-state.ts';

test('notes of records deleted under a search gather from the events that carry them', () => {
  const first = deletedNote({ partition: 0, from: 50, to: 200 });
  const second = deletedNote({ partition: 1, from: 10, to: 90 });
  let s = searchStep(IDLE_SEARCH, {
    event: 'searchBody',
    data: { percent: 10, deletedWhileReading: [first] },
  });
  s = searchStep(s, { event: 'searchBody', data: { percent: 20 } });
  s = searchStep(s, { event: 'searchBody', data: { percent: 30, deletedWhileReading: [second] } });
  s = searchStep(s, { event: 'searchEnd', data: { percent: 100 } });
  assert.deepEqual(s.deleted, [first, second]);
  assert.deepEqual(IDLE_SEARCH.deleted, []);
});
