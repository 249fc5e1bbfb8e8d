import type { SearchField, SearchType, TopicDataQuery } from '@console/contract';

// The text filters of spec §5 / akhq-api.md §4.4: `<text>_<C|N|E>` (C when no known suffix),
// patterns split on whitespace outside double quotes, case-insensitive; Contains and Equals match
// when any pattern does, Not Contains when none does. `null` stands for a null key or value.
// Every given filter must pass.

export interface TextFilter {
  type: SearchType;
  /** Lower-cased patterns. */
  patterns: string[];
}

export type Filters = Partial<Record<SearchField, TextFilter>>;

export function parseFilter(raw: string): TextFilter | undefined {
  let text = raw;
  let type: SearchType = 'C';
  const cut = raw.lastIndexOf('_');
  const suffix = cut >= 0 ? raw.slice(cut + 1) : '';
  if (suffix === 'C' || suffix === 'N' || suffix === 'E') {
    type = suffix;
    text = raw.slice(0, cut);
  }
  const patterns: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    const pattern = match[1] ?? match[2];
    if (pattern) patterns.push(pattern.toLowerCase());
  }
  return patterns.length > 0 ? { type, patterns } : undefined;
}

export function parseFilters(query: Pick<TopicDataQuery, SearchField>): Filters {
  const filters: Filters = {};
  for (const field of [
    'searchByKey',
    'searchByValue',
    'searchByHeaderKey',
    'searchByHeaderValue',
    'searchByKeySubject',
    'searchByValueSubject',
  ] as const) {
    const raw = query[field];
    const filter = raw ? parseFilter(raw) : undefined;
    if (filter) filters[field] = filter;
  }
  return filters;
}

export function hasFilters(filters: Filters): boolean {
  return Object.keys(filters).length > 0;
}

function one(filter: TextFilter, pattern: string, lower: string | undefined): boolean {
  if (lower === undefined) return pattern === 'null';
  return filter.type === 'E' ? lower === pattern : lower.includes(pattern);
}

/** One field (undefined = null) against one filter. `lower` must already be lower-cased. */
export function matchText(filter: TextFilter, lower: string | undefined): boolean {
  if (filter.type === 'N') return filter.patterns.every((p) => !one(filter, p, lower));
  return filter.patterns.some((p) => one(filter, p, lower));
}

/** Several values (header keys or values): passes when one of them passes (none for Not Contains). */
export function matchAny(filter: TextFilter, values: Array<string | undefined>): boolean {
  if (filter.type === 'N') return values.every((v) => matchText(filter, v?.toLowerCase()));
  return values.some((v) => matchText(filter, v?.toLowerCase()));
}
