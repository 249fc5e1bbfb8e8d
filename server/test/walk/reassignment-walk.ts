import type { WalkFixtures } from './walk-types.ts';

// Reassignment and elections name the path's topic. The walk's topics have one replica on some
// broker: a move to broker 1 is valid whatever broker that is (or nothing to change, a 409).
export const partitionWalk: WalkFixtures = {
  reassignment: (name) => ({ params: { topic: name } }),
  proposal: (name) => ({ params: { topic: name }, query: { brokers: '1,2,3' } }),
  reassign: (name) => ({ params: { topic: name }, body: { partitions: [{ partition: 0, replicas: [1] }] } }),
  cancelReassignment: (name) => ({ params: { topic: name } }),
  removeThrottle: (name) => ({ params: { topic: name } }),
  electLeaders: (name) => ({ params: { topic: name }, body: { type: 'PREFERRED' } }),
};
