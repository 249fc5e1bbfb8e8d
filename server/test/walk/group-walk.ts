import type { WalkFixtures } from './walk-types.ts';

// Groups are named by their id; the walk's groups commit offsets on both of its topics, so every
// group answer could carry the outside topic. Requests that name a topic name the topic of the same
// name: an offsets update commits offset 0 of its partition 0, which is in range on the empty topic.
const group = (name: string) => ({ params: { groupId: name } });

export const groupWalk: WalkFixtures = {
  list: (name) => ({ query: { search: name } }),
  byTopics: (name) => ({ query: { topics: name } }),
  topicGroups: (name) => ({ params: { topic: name } }),
  get: group,
  offsets: group,
  members: group,
  offsetsAt: (name) => ({ ...group(name), query: { timestamp: '2020-01-01T00:00:00Z' } }),
  updateOffsets: (name) => ({ ...group(name), body: [{ topic: name, partition: 0, offset: 0 }] }),
  delete: group,
  deleteOffsets: (name) => ({ params: { groupId: name, topic: name } }),
};
