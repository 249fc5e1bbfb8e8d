import type { WalkFixtures } from './walk-types.ts';

export const sessionWalk: WalkFixtures = {
  auths: () => ({}),
  me: () => ({}),
  clusters: () => ({}),
  uiOptions: () => ({}),
  openapi: () => ({}),
};
