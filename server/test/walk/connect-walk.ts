import type { WalkFixtures } from './walk-types.ts';

export const connectWalk: WalkFixtures = {};
