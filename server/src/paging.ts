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
  link?: { path: string; query: Record<string, unknown> },
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
