import { encodePrincipal } from '@console/contract';
import type { WalkFixtures } from './walk-types.ts';

// ACLs are named by their principal (`User:<name>`, matched by the walk's `.*:it-walk-in-.*`); the
// topic and group tabs by the topic and the group. The binding is the walk's own READ on a topic of
// the same name, so an allowed create finds it there (409) and an allowed delete removes it.
const principal = (name: string) => `User:${name}`;
const binding = (name: string) => ({
  principal: principal(name),
  resourceType: 'TOPIC',
  resourceName: name,
  patternType: 'LITERAL',
  operation: 'READ',
  permissionType: 'ALLOW',
  host: '*',
});

export const aclWalk: WalkFixtures = {
  list: (name) => ({ query: { search: name } }),
  principal: (name) => ({ params: { principal: encodePrincipal(principal(name)) } }),
  create: (name) => ({ body: binding(name) }),
  createMany: (name) => ({ body: { bindings: [binding(name)] } }),
  delete: (name) => ({ body: binding(name) }),
  topic: (name) => ({ params: { topic: name } }),
  group: (name) => ({ params: { groupId: name } }),
};
