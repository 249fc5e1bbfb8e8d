import type { WalkFixtures } from './walk-types.ts';

// Share groups are named by their id. The walk's groups are classic groups, so a share-group
// request about one is answered 404 once the permission hook let it through; the walk checks the
// hook's answer (403 or not) for each name, not Kafka's.
const group = (name: string) => ({ params: { groupId: name } });

export const shareGroupWalk: WalkFixtures = {
  list: (name) => ({ query: { search: name } }),
  get: group,
  resetPreview: (name) => ({ ...group(name), query: { strategy: 'earliest', topics: name } }),
  resetOffsets: (name) => ({ ...group(name), body: [{ topic: name, partition: 0, offset: 0 }] }),
  deleteOffsets: (name) => ({ params: { groupId: name, topic: name } }),
  delete: group,
};
