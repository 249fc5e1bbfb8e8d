import type { WalkFixtures } from './walk-types.ts';

// Quotas name users, client ids and IPs that QUOTA's patterns do not match (its actions alone
// decide), so the walk only reads the list. The changes are valid all the same, in the table's order
// create, update, delete: a walk that sends them all (odd-names) leaves no quota behind.
const entity = (name: string) => [{ type: 'user', name }];

export const quotaWalk: WalkFixtures = {
  list: (name) => ({ query: { search: name } }),
  create: (name) => ({ body: { entity: entity(name), values: { request_percentage: 100 } } }),
  update: (name) => ({ body: { entity: entity(name), values: { request_percentage: 200 } } }),
  delete: (name) => ({ body: { entity: entity(name) } }),
};
