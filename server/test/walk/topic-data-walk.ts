import type { WalkFixtures } from './walk-types.ts';

export const topicDataWalk: WalkFixtures = {};
