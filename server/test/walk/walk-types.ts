// The shape of the name walk's fixtures (server/test/names-walk.int.ts): for each operation of the
// route table, a valid request that names `name` in every field the operation declares as a name
// (path, query and body). Path parameters left out are filled with `name` (and `main` for clusters).

export interface WalkRequest {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/** Operation name within its area (`delete` for `ops.topic.delete`) -> the request naming `name`. */
export type WalkFixtures = Record<string, (name: string) => WalkRequest>;
