import type { WalkFixtures } from './walk-types.ts';

export const topicWalk: WalkFixtures = {};
