import type { WalkFixtures } from './walk-types.ts';

// The overview: the cluster-level figures name nothing; rates name topics, the lag history a group.
export const overviewWalk: WalkFixtures = {
  get: () => ({}),
  health: () => ({}),
  rates: (name) => ({ query: { topics: [name] } }),
  groupLag: (name) => ({ params: { groupId: name } }),
};
