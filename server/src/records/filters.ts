import type { SearchField, SearchType, TopicDataQuery } from '@console/contract';
import { type CelFilter, compileCelFilter } from './cel-filter.ts';

// The text filters of spec §5 / akhq-api.md §4.4: `<text>_<C|N|E>` (C when no known suffix),
// patterns split on whitespace outside double quotes, case-insensitive; Contains and Equals match
// when any pattern does, Not Contains when none does. `null` stands for a null key or value.
// Every given filter must pass, and so must the CEL expression of `filter` (cel-filter.ts).

export interface TextFilter {
  type: SearchType;
  /** Lower-cased patterns. */
  patterns: string[];
  /** All patterns are ASCII: the scan may test undecoded UTF-8 bytes (`matchBytes`). */
  ascii: boolean;
  /** The patterns as byte matchers, when `ascii`. */
  matchers: ByteMatcher[];
  /** The query text it was parsed from (a scan worker parses it again). */
  source: string;
}

/** ASCII letters fold to lower case; every other byte stays itself. */
function fold(b: number): number {
  return b >= 65 && b <= 90 ? b | 32 : b;
}

/**
 * One lower-cased ASCII pattern searched case-insensitively in bytes (Boyer-Moore-Horspool): no
 * string per record and no regular expression, which were a quarter of a scan's time.
 */
export class ByteMatcher {
  readonly #pattern: Uint8Array;
  readonly #skip = new Int32Array(256);

  constructor(pattern: string) {
    this.#pattern = Buffer.from(pattern, 'latin1');
    const m = this.#pattern.length;
    this.#skip.fill(m);
    for (let i = 0; i < m - 1; i++) {
      const b = this.#pattern[i] as number;
      this.#skip[b] = m - 1 - i;
      if (b >= 97 && b <= 122) this.#skip[b - 32] = m - 1 - i;
    }
  }

  /** Whether the pattern occurs anywhere in `buf`, ignoring ASCII case. */
  find(buf: Uint8Array): boolean {
    const p = this.#pattern;
    const m = p.length;
    const last = m - 1;
    for (let i = 0; i + m <= buf.length; i += this.#skip[buf[i + last] as number] as number) {
      let j = last;
      while (j >= 0 && fold(buf[i + j] as number) === p[j]) j--;
      if (j < 0) return true;
    }
    return false;
  }

  /** Whether `buf` is the pattern, ignoring ASCII case. */
  equals(buf: Uint8Array): boolean {
    const p = this.#pattern;
    if (buf.length !== p.length) return false;
    for (let j = 0; j < p.length; j++) if (fold(buf[j] as number) !== p[j]) return false;
    return true;
  }
}

export type Filters = Partial<Record<SearchField, TextFilter>> & {
  /** The `filter` query parameter, compiled (a 400 before any fetching when it is not valid CEL). */
  cel?: CelFilter;
};

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
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at NUL
  const ascii = patterns.every((p) => /^[\u0000-\u007f]*$/.test(p));
  const matchers = ascii ? patterns.map((p) => new ByteMatcher(p)) : [];
  return { type, patterns, ascii, matchers, source: raw };
}

const FIELDS = [
  'searchByKey',
  'searchByValue',
  'searchByHeaderKey',
  'searchByHeaderValue',
  'searchByKeySubject',
  'searchByValueSubject',
] as const;

export function parseFilters(query: Pick<TopicDataQuery, SearchField | 'filter'>): Filters {
  const filters: Filters = {};
  for (const field of FIELDS) {
    const raw = query[field];
    const filter = raw ? parseFilter(raw) : undefined;
    if (filter) filters[field] = filter;
  }
  if (query.filter?.trim()) filters.cel = compileCelFilter(query.filter);
  return filters;
}

/** The filters as query text, which parseFilters() reads back into the same filters (scan workers). */
export function filterSources(filters: Filters): {
  text: Partial<Record<SearchField, string>>;
  cel?: string;
} {
  const text: Partial<Record<SearchField, string>> = {};
  for (const field of FIELDS) {
    const filter = filters[field];
    if (filter) text[field] = filter.source;
  }
  return filters.cel ? { text, cel: filters.cel.source } : { text };
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
 * The scan's fast path: undecoded UTF-8 bytes (null for a null key/value) against ASCII
 * patterns. The result is the same as matchText on the decoded, lower-cased text, since
 * multi-byte UTF-8 sequences hold no ASCII bytes and only ASCII letters are folded.
 */
export function matchBytes(filter: TextFilter, buf: Uint8Array | null): boolean {
  if (buf === null) return matchText(filter, undefined);
  if (filter.type === 'E') return filter.matchers.some((m) => m.equals(buf));
  const found = filter.matchers.some((m) => m.find(buf));
  return filter.type === 'N' ? !found : found;
}
