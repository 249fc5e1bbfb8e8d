import type { WalkFixtures } from './walk-types.ts';

// SCRAM users are named by their user name. In the table's order create, update, delete: an allowed
// walk creates the user, changes its password and removes it again.
export const scramWalk: WalkFixtures = {
  list: (name) => ({ query: { search: name } }),
  create: (name) => ({ body: { user: name, mechanism: 'SCRAM-SHA-256', password: 'walk-password' } }),
  update: (name) => ({
    params: { user: name },
    body: { mechanism: 'SCRAM-SHA-256', password: 'walk-password-2' },
  }),
  delete: (name) => ({ params: { user: name } }),
};
