import type { WalkFixtures } from './walk-types.ts';

// Topic data names the topic in its path; copy names its source and its target (here on the same
// cluster); the tail names every topic in `topics`.
export const topicDataWalk: WalkFixtures = {
  page: (name) => ({ params: { topic: name } }),
  search: (name) => ({ params: { topic: name }, query: { searchByValue: 'x_C' } }),
  download: (name) => ({ params: { topic: name } }),
  record: (name) => ({ params: { topic: name, partition: '0', offset: '0' } }),
  produce: (name) => ({ params: { topic: name }, body: { value: 'walk' } }),
  deleteRecord: (name) => ({ params: { topic: name }, query: { partition: '0', key: 'a2V5' } }),
  offsetsStart: (name) => ({ params: { topic: name }, query: { timestamp: '2026-01-01T00:00:00Z' } }),
  copy: (name) => ({
    params: { topic: name, toCluster: 'main', toTopic: name },
    body: [{ partition: 0, offset: 0 }],
  }),
  tail: (name) => ({ query: { topics: [name] } }),
};
