import { listLink, type PageLink } from './paging.ts';

// A list that is searched by name, sorted on a column and paged (connectors, subjects): its route
// reads these from the request the same way each time, and its service takes them as they are.

export interface SortedListOptions<Sort> {
  search?: string | undefined;
  sort?: Sort | undefined;
  desc?: boolean | undefined;
  page: number;
  pageSize: number;
  /** Drops the names the caller may not see: before paging, so the counts are right. */
  visible: (names: string[]) => string[];
  /** The neighbour pages keep the search and the order. */
  link: PageLink;
}

interface SortedListRequest<Sort> {
  url: string;
  query: {
    search?: string | undefined;
    sort?: Sort | undefined;
    desc?: boolean | undefined;
    page?: number | undefined;
  };
  visible: (names: readonly string[]) => string[];
}

export function sortedListOptions<Sort>(
  request: SortedListRequest<Sort>,
  pageSize: number,
): SortedListOptions<Sort> {
  const { search, sort, desc, page } = request.query;
  return {
    search,
    sort,
    desc,
    page: page ?? 1,
    pageSize,
    visible: request.visible,
    link: listLink(request.url, search, { sort, desc }),
  };
}
