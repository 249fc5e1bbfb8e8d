import type { WalkFixtures } from './walk-types.ts';

// Subjects are the names; the topic route checks its topic as a subject name. Ids and versions are
// numbers, not names: any valid one will do.
const schema = JSON.stringify({ type: 'record', name: 'Walk', fields: [{ name: 'id', type: 'string' }] });

export const schemaWalk: WalkFixtures = {
  list: () => ({}),
  names: () => ({}),
  create: (name) => ({ body: { subject: name, schema } }),
  byId: () => ({ params: { id: '1' } }),
  byTopic: (name) => ({ params: { topic: name } }),
  get: (name) => ({ params: { subject: name } }),
  update: (name) => ({ params: { subject: name }, body: { subject: name, schema } }),
  compatibility: (name) => ({ params: { subject: name }, body: { schema } }),
  delete: (name) => ({ params: { subject: name } }),
  versions: (name) => ({ params: { subject: name } }),
  deleteVersion: (name) => ({ params: { subject: name, version: '1' } }),
  globalConfig: () => ({}),
  updateGlobalConfig: () => ({ body: { compatibilityLevel: 'BACKWARD' } }),
  config: (name) => ({ params: { subject: name } }),
  updateConfig: (name) => ({ params: { subject: name }, body: { compatibilityLevel: 'FULL' } }),
};
