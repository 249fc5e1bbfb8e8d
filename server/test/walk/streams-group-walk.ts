import type { WalkFixtures } from './walk-types.ts';

// Streams groups are named by their ids. The walk's names are not streams groups: a request the
// caller may make ends in 404 (or 409 for a change), after the permission hook let it through.
export const streamsGroupWalk: WalkFixtures = {
  support: () => ({}),
  get: (name) => ({ params: { groupId: name } }),
  delete: (name) => ({ params: { groupId: name } }),
  resetOffsets: (name) => ({ params: { groupId: name }, body: { to: 'LATEST', topics: [name] } }),
};
