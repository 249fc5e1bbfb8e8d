// The shape of the name walk's fixtures (server/test/names-walk.int.ts): for each operation of the
// route table, a valid request that names `name` in every field the operation declares as a name
// (path, query and body). Path parameters left out are filled with `name` (and `main` for clusters).
// For a list (an operation without names) `name` is a prefix of the walk's objects: use it as the
// search term when the list has one, so the walk's own objects are on the page it checks.

export interface WalkRequest {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/** Operation name within its area (`delete` for `ops.topic.delete`) -> the request naming `name`. */
export type WalkFixtures = Record<string, (name: string) => WalkRequest>;
