import type { WalkFixtures } from './walk-types.ts';

// Stream-SQL engines are named by the path's `ksqlDbId`: the walk's names are not configured
// engines, so an allowed name is a 404 and an outside one is refused before the engine is looked up.
const engine = (name: string) => ({ ksqlDbId: name });

export const ksqldbWalk: WalkFixtures = {
  streams: (name) => ({ params: engine(name) }),
  tables: (name) => ({ params: engine(name) }),
  queries: (name) => ({ params: engine(name) }),
  info: (name) => ({ params: engine(name) }),
  execute: (name) => ({ params: engine(name), body: { sql: 'SHOW TABLES' } }),
  query: (name) => ({ params: engine(name), body: { sql: 'SELECT 1 AS n' } }),
  terminate: (name) => ({ params: { ...engine(name), queryId: '00000000000000000000000000000000' } }),
};
