import { SEARCH_FIELDS, type SearchField, type SearchType } from '@console/contract';

// The data tab's URL state (spec §2.4 query parameters) and what is sent to the server.

export interface DataTabSearch {
  sort?: 'Oldest' | 'Newest';
  partition?: string;
  timestamp?: string;
  endTimestamp?: string;
  after?: string;
  offset?: string;
  single?: boolean | string;
  searchByKey?: string;
  searchByValue?: string;
  searchByHeaderKey?: string;
  searchByHeaderValue?: string;
  searchByKeySubject?: string;
  searchByValueSubject?: string;
}

export const SEARCH_LABELS: Record<SearchField, string> = {
  searchByKey: 'Key',
  searchByValue: 'Value',
  searchByHeaderKey: 'Header key',
  searchByHeaderValue: 'Header value',
  searchByKeySubject: 'Key subject',
  searchByValueSubject: 'Value subject',
};

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  C: 'Contains',
  N: 'Not Contains',
  E: 'Equals',
};

/** `text_C` → { text, type }. */
export function splitFilter(raw: string | undefined): { text: string; type: SearchType } {
  if (!raw) return { text: '', type: 'C' };
  const cut = raw.lastIndexOf('_');
  const suffix = raw.slice(cut + 1);
  if (cut >= 0 && (suffix === 'C' || suffix === 'N' || suffix === 'E'))
    return { text: raw.slice(0, cut), type: suffix };
  return { text: raw, type: 'C' };
}

export function hasTextFilter(search: DataTabSearch): boolean {
  return SEARCH_FIELDS.some((f) => splitFilter(search[f]).text.trim() !== '');
}

/** The query string of `/data`, `/data/search` and `/data/download`. */
export function serverQuery(
  search: DataTabSearch,
  defaultSort: 'Oldest' | 'Newest',
): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {
    sort: search.sort ?? defaultSort,
    partition: search.partition ?? 'All',
    timestamp: search.timestamp,
    endTimestamp: search.endTimestamp,
    offset: search.offset,
    after: search.after,
  };
  for (const field of SEARCH_FIELDS) {
    const { text } = splitFilter(search[field]);
    if (text.trim() !== '') query[field] = search[field];
  }
  return query;
}
