import type { WalkFixtures } from './walk-types.ts';

// The quorum and feature levels name nothing. The update is a dry run at group.version's current
// level (1 on the stack): valid, and changes nothing whatever the walk's user may do.
export const clusterWalk: WalkFixtures = {
  quorum: () => ({}),
  features: () => ({}),
  updateFeature: () => ({ body: { feature: 'group.version', level: 1, validateOnly: true } }),
};
