import type { WalkFixtures } from './walk-types.ts';

// Nodes are named by their ids: the walk's user may see node 1 and not node 2.
const node = (name: string) => ({ nodeId: name.includes('-out-') ? '2' : '1' });

export const nodeWalk: WalkFixtures = {
  list: () => ({}),
  partitions: () => ({}),
  get: (name) => ({ params: node(name) }),
  logs: (name) => ({ params: node(name) }),
  configs: (name) => ({ params: node(name) }),
  updateConfigs: (name) => ({ params: node(name), body: { configs: {} } }),
};
