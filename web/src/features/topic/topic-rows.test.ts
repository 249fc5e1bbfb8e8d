import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupsOfTopic, pageSizeOptions } from './topic-rows.ts';

const coordinator = { id: 1, host: 'h', port: 1 };

test('groups of a topic carry their lag summed over the partitions of that topic', () => {
  const groups = [
    {
      id: 'b',
      simpleConsumerGroup: false,
      state: 'EMPTY',
      coordinator,
      offsets: [
        { topic: 'orders', partition: 0, offsetLag: 5 },
        { topic: 'orders', partition: 1, offsetLag: 7 },
        { topic: 'payments', partition: 0, offsetLag: 100 },
      ],
    },
    { id: 'a', simpleConsumerGroup: false, state: 'STABLE', coordinator, activeTopics: ['orders'] },
    { id: 'c', simpleConsumerGroup: false, state: 'STABLE', coordinator, topics: ['other'] },
  ];
  assert.deepEqual(groupsOfTopic('orders', groups), [
    { id: 'a', state: 'STABLE', lag: 0 },
    { id: 'b', state: 'EMPTY', lag: 12 },
  ]);
});

test('page sizes: the spec list plus the current size when absent', () => {
  assert.deepEqual(pageSizeOptions(25), [10, 25, 50, 100, 150, 200]);
  assert.deepEqual(pageSizeOptions(30), [10, 25, 30, 50, 100, 150, 200]);
});
