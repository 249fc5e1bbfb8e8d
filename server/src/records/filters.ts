import type { SearchField, SearchType, TopicDataQuery } from '@console/contract';

// The text filters of spec §5 / akhq-api.md §4.4: `<text>_<C|N|E>` (C when no known suffix),
// patterns split on whitespace outside double quotes, case-insensitive; Contains and Equals match
// when any pattern does, Not Contains when none does. `null` stands for a null key or value.
// Every given filter must pass.

export interface TextFilter {
  type: SearchType;
  /** Lower-cased patterns. */
  patterns: string[];
  /** Contains / Not Contains as one case-insensitive regular expression (no lower-cased copy per record). */
  regex: RegExp;
  /** All patterns are ASCII: the scan may test undecoded UTF-8 bytes read as Latin-1. */
  ascii: boolean;
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
  if (patterns.length === 0) return undefined;
  const regex = new RegExp(patterns.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'i');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at NUL
  const ascii = patterns.every((p) => /^[\u0000-\u007f]*$/.test(p));
  return { type, patterns, regex, ascii };
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

/**
 * The scan's fast path: `text` as it is (not lower-cased). For ASCII patterns the result is the
 * same as matchText on the decoded text, since non-ASCII characters never fold to ASCII ones.
 */
export function matchRaw(filter: TextFilter, text: string | undefined): boolean {
  if (text === undefined) return matchText(filter, undefined);
  if (filter.type === 'E')
    return filter.patterns.some((p) => text.length === p.length && text.toLowerCase() === p);
  const found = filter.regex.test(text);
  return filter.type === 'N' ? !found : found;
}
