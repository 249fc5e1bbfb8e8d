import type { WalkFixtures } from './walk-types.ts';

export const aclWalk: WalkFixtures = {};
