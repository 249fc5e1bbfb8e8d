// AKHQ's ResultPagedList (akhq-api.md §1.4): `page` is the TOTAL number of pages, `before` and
// `after` are relative URLs of the neighbour pages with the query re-sorted by name. Every paged
// list (topics, groups, schemas, connectors, stream-SQL objects) answers through this.

export interface PagedList<T> {
  results?: T[];
  before?: string;
  after?: string;
  page: number;
  total: number;
  pageSize: number;
}

/** Where a list's neighbour pages point: the request's path and the query they keep. */
export interface PageLink {
  path: string;
  query: Record<string, unknown>;
}

/**
 * The link of a list request: its path, `search` (kept even when empty, as AKHQ's links carry it)
 * and the other parameters given; unset ones are left out of the URLs.
 */
export function listLink(
  url: string,
  search: string | undefined,
  query: Record<string, unknown> = {},
): PageLink {
  return { path: url.split('?')[0] ?? '', query: { search: search ?? '', ...query } };
}

function pageUrl(path: string, query: Record<string, unknown>, page: number): string {
  const entries = Object.entries({ ...query, page: String(page) })
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, String(v)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const search = entries.map(([k, v]) =>
    v === '' ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  );
  return `${path}?${search.join('&')}`;
}

/**
 * Slices an already filtered and sorted list. A page past the end gives no results (the web app
 * clamps its page input), never an error.
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
  link?: PageLink,
): PagedList<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.max(1, page);
  const results = items.slice((current - 1) * pageSize, current * pageSize);
  return {
    ...(results.length > 0 ? { results } : {}),
    ...(link && current > 1 ? { before: pageUrl(link.path, link.query, Math.min(current - 1, pages)) } : {}),
    ...(link && current < pages ? { after: pageUrl(link.path, link.query, current + 1) } : {}),
    page: pages,
    total,
    pageSize,
  };
}
