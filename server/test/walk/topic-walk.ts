import type { WalkFixtures } from './walk-types.ts';

// Topics are named by the path's `topic`, the create body's `name` and last-record's `topics`.
export const topicWalk: WalkFixtures = {
  defaults: () => ({}),
  list: () => ({}),
  names: () => ({}),
  lastRecords: (name) => ({ query: { topics: [name] } }),
  create: (name) => ({ body: { name, partition: 1, replication: 1 } }),
  get: (name) => ({ params: { topic: name } }),
  delete: (name) => ({ params: { topic: name } }),
  partitions: (name) => ({ params: { topic: name } }),
  increasePartitions: (name) => ({ params: { topic: name }, body: { partition: 2 } }),
  configs: (name) => ({ params: { topic: name } }),
  updateConfigs: (name) => ({ params: { topic: name }, body: { configs: {} } }),
  logs: (name) => ({ params: { topic: name } }),
  empty: (name) => ({ params: { topic: name } }),
};
