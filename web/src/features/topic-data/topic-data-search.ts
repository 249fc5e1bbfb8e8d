import { Deserializer, SEARCH_FIELDS, type SearchField, type SearchType } from '@console/contract';
import { DESERIALIZER_FIELDS } from '../../components/deserializer-choice/choice.ts';

// The data tab's URL state (spec §2.4 query parameters, plus issue 14's `filter`, deserializers and
// the inspected `record`) and what is sent to the server. The router hands parameters over parsed
// (`partition=2` arrives as a number, `single=true` as a boolean), so everything is read through
// `readSearch`; numbers are written back as numbers so links stay AKHQ's (`partition=2`, not `"2"`).

export type Sort = 'Oldest' | 'Newest';

export interface DataTabSearch {
  sort?: Sort;
  partition?: number;
  timestamp?: string;
  endTimestamp?: string;
  after?: string;
  offset?: number;
  searchByKey?: string;
  searchByValue?: string;
  searchByHeaderKey?: string;
  searchByHeaderValue?: string;
  searchByKeySubject?: string;
  searchByValueSubject?: string;
  /** A CEL expression, evaluated by the server inside the scan. */
  filter?: string;
  keyDeserializer?: Deserializer;
  valueDeserializer?: Deserializer;
  keySubject?: string;
  valueSubject?: string;
  keyProtobufType?: string;
  valueProtobufType?: string;
  /** The record open in the inspector, `<partition>-<offset>`. */
  record?: string;
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

const text = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? v : String(v);
const whole = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};
const deserializer = (v: unknown): Deserializer | undefined => {
  const parsed = Deserializer.safeParse(typeof v === 'string' ? v.toUpperCase() : v);
  return parsed.success && parsed.data !== 'AUTO' ? parsed.data : undefined;
};

/**
 * The tab's state from the URL. AKHQ's share link (`single=true&partition=p&offset=o`) becomes the
 * inspected record over the topic's data: its `partition` and `offset` name the record, not filters.
 * `shared` says the URL was such a link (the tab rewrites it to `record=p-o`).
 */
export function readSearch(raw: Record<string, unknown>): { search: DataTabSearch; shared: boolean } {
  const shared = (raw.single === true || raw.single === 'true') && whole(raw.partition) !== undefined;
  const sort = text(raw.sort)?.toLowerCase();
  const search: DataTabSearch = {
    sort: sort === 'newest' ? 'Newest' : sort === 'oldest' ? 'Oldest' : undefined,
    partition: shared ? undefined : whole(raw.partition),
    timestamp: text(raw.timestamp),
    endTimestamp: text(raw.endTimestamp),
    after: text(raw.after),
    offset: shared ? undefined : whole(raw.offset),
    filter: text(raw.filter),
    keyDeserializer: deserializer(raw.keyDeserializer),
    valueDeserializer: deserializer(raw.valueDeserializer),
    keySubject: text(raw.keySubject),
    valueSubject: text(raw.valueSubject),
    keyProtobufType: text(raw.keyProtobufType),
    valueProtobufType: text(raw.valueProtobufType),
    record: shared ? `${whole(raw.partition)}-${whole(raw.offset) ?? 0}` : recordParam(raw.record),
  };
  for (const f of SEARCH_FIELDS) search[f] = text(raw[f]);
  return { search, shared };
}

function recordParam(v: unknown): string | undefined {
  const s = text(v);
  return s && /^\d+-\d+$/.test(s) ? s : undefined;
}

/** `2-17` → { partition: 2, offset: 17 }. */
export function parseRecordId(id: string | undefined): { partition: number; offset: number } | undefined {
  const m = id ? /^(\d+)-(\d+)$/.exec(id) : null;
  return m ? { partition: Number(m[1]), offset: Number(m[2]) } : undefined;
}

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

/** Filters the server checks record by record: the tab reads them as a search (progress, Stop). */
export function isSearch(search: DataTabSearch): boolean {
  return hasTextFilter(search) || (search.filter ?? '').trim() !== '';
}

export function hasChoice(search: DataTabSearch): boolean {
  return search.keyDeserializer !== undefined || search.valueDeserializer !== undefined;
}

/** The query string of `/data`, `/data/search` and `/data/download`. */
export type DataQuery = Record<string, string | undefined>;

/** Only the deserializer parameters (the inspector reads one record with them). */
export function choiceQuery(search: DataTabSearch): DataQuery {
  const query: DataQuery = {};
  for (const f of DESERIALIZER_FIELDS) if (search[f] !== undefined) query[f] = search[f];
  return query;
}

export function serverQuery(search: DataTabSearch, defaultSort: Sort): DataQuery {
  const query: DataQuery = {
    sort: search.sort ?? defaultSort,
    partition: search.partition === undefined ? 'All' : String(search.partition),
    timestamp: search.timestamp,
    endTimestamp: search.endTimestamp,
    offset: search.offset === undefined ? undefined : String(search.offset),
    after: search.after,
    ...choiceQuery(search),
  };
  for (const field of SEARCH_FIELDS) {
    const { text } = splitFilter(search[field]);
    if (text.trim() !== '') query[field] = search[field];
  }
  if ((search.filter ?? '').trim() !== '') query.filter = search.filter;
  return query;
}
