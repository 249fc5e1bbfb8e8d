import type { WalkFixtures } from './walk-types.ts';

// Nodes are named by their id; the walk's names are not ids, so a named node is refused or missing.
export const nodeWalk: WalkFixtures = {
  list: () => ({}),
  partitions: () => ({}),
  get: (name) => ({ params: { nodeId: name } }),
  logs: (name) => ({ params: { nodeId: name } }),
  configs: (name) => ({ params: { nodeId: name } }),
  updateConfigs: (name) => ({ params: { nodeId: name }, body: { configs: {} } }),
};
