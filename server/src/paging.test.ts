import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paginate } from './paging.ts';

const items = Array.from({ length: 60 }, (_, i) => i + 1);

test('page is the number of pages and results are the slice', () => {
  const first = paginate(items, 1, 25);
  assert.equal(first.page, 3);
  assert.equal(first.total, 60);
  assert.deepEqual(first.results?.slice(0, 2), [1, 2]);
  assert.deepEqual(paginate(items, 3, 25).results, items.slice(50));
});

test('before and after links carry the sorted query', () => {
  const middle = paginate(items, 2, 25, { path: '/api/main/topic', query: { show: 'ALL', search: '' } });
  assert.equal(middle.before, '/api/main/topic?page=1&search&show=ALL');
  assert.equal(middle.after, '/api/main/topic?page=3&search&show=ALL');
  const last = paginate(items, 3, 25, { path: '/x', query: {} });
  assert.equal(last.after, undefined);
  assert.equal(paginate(items, 1, 25, { path: '/x', query: {} }).before, undefined);
});

test('an empty list is one empty page, and a page past the end has no results', () => {
  assert.deepEqual(paginate([], 1, 25), { page: 1, total: 0, pageSize: 25 });
  assert.equal(paginate(items, 9, 25).results, undefined);
});
