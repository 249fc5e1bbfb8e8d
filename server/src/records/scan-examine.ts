import type { TopicRecord } from '@console/contract';
import type { DecodedPart } from '../decode/record-decoder.ts';
import { type Filters, matchAny, matchBytes, matchText } from './filters.ts';
import { headerText, type RawRecord, toTopicRecord } from './record-view.ts';
import type { ScanOptions } from './scan.ts';

// What the scan does with each record it reads: the range's time bounds, the six text filters and
// the CEL filter, decoding only what a filter needs before the record is known to match, and the
// counters and cursor of the scan (the last offset examined per partition).

/** The counters a scan keeps while examining records. */
export interface ScanCounters {
  /** Last offset examined per partition, seeded with the request's `after`. */
  after: Map<number, number>;
  scanned: number;
  matched: number;
  bytes: number;
}

/** What examine() asks of a decoder: RecordDecoder, or the worker's (scan-job-run.ts). */
export interface PartDecoder {
  isPlainText(buf: Buffer): boolean;
  decode(
    buf: Buffer | null | undefined,
    isKey: boolean,
    key?: Buffer | null,
  ): DecodedPart | Promise<DecodedPart>;
}

/** What examine() reads of a scan's options. */
export type ExamineOptions = Pick<ScanOptions, 'topic' | 'filters' | 'maxValueLength'> & {
  selection: Pick<ScanOptions['selection'], 'timestamp' | 'endTimestamp'>;
};

function needsKey(f: Filters) {
  return f.searchByKey !== undefined || f.searchByKeySubject !== undefined;
}
function needsValue(f: Filters) {
  return f.searchByValue !== undefined || f.searchByValueSubject !== undefined;
}

/**
 * Decodes and filters one record; returns its wire shape when it matches. Synchronous unless a
 * schema id is seen for the first time (then it waits for the registry once and tries again).
 */
export function examine(
  raw: RawRecord,
  options: ExamineOptions,
  decoder: PartDecoder,
): TopicRecord | undefined | Promise<TopicRecord | undefined> {
  const f = options.filters;
  const { timestamp, endTimestamp } = options.selection;
  if (timestamp !== undefined && raw.timestamp < timestamp) return undefined;
  if (endTimestamp !== undefined && raw.timestamp > endTimestamp) return undefined;
  if (
    f.searchByHeaderKey &&
    !matchAny(
      f.searchByHeaderKey,
      raw.headers.map(([k]) => headerText(k)),
    )
  )
    return;
  if (
    f.searchByHeaderValue &&
    !matchAny(
      f.searchByHeaderValue,
      raw.headers.map(([, v]) => headerText(v)),
    )
  )
    return;
  // A CEL filter first skips records whose bytes lack a literal it needs (cel-filter.ts).
  if (f.cel && !f.cel.mayMatch(raw, decoder)) return;
  // Only what a filter needs is decoded before the record is known to match.
  const byKey = f.searchByKey;
  if (byKey?.ascii && (raw.key === null || decoder.isPlainText(raw.key))) {
    if (!matchBytes(byKey, raw.key)) return;
  }
  let key: DecodedPart | undefined;
  if (needsKey(f)) {
    const decoded = decoder.decode(raw.key, true);
    if (decoded instanceof Promise) return examineLater(raw, options, decoder);
    key = decoded;
    if (f.searchByKey && !matchText(f.searchByKey, key.text?.toLowerCase())) return;
    if (f.searchByKeySubject && !matchText(f.searchByKeySubject, key.subject?.toLowerCase())) return;
  }
  const byValue = f.searchByValue;
  if (byValue?.ascii && (raw.value === null || decoder.isPlainText(raw.value))) {
    // Most searches: plain text values, an ASCII pattern. Test the bytes without decoding them.
    if (!matchBytes(byValue, raw.value)) return;
  }
  const value = decoder.decode(raw.value, false, raw.key);
  if (value instanceof Promise) return examineLater(raw, options, decoder);
  if (needsValue(f)) {
    if (f.searchByValue && !matchText(f.searchByValue, value.text?.toLowerCase())) return;
    if (f.searchByValueSubject && !matchText(f.searchByValueSubject, value.subject?.toLowerCase())) return;
  }
  if (!key) {
    const decoded = decoder.decode(raw.key, true);
    if (decoded instanceof Promise) return examineLater(raw, options, decoder);
    key = decoded;
  }
  if (f.cel && !f.cel.matches(raw, key, value)) return;
  return toTopicRecord(options.topic, raw, key, value, options.maxValueLength);
}

async function examineLater(raw: RawRecord, options: ExamineOptions, decoder: PartDecoder) {
  await decoder.decode(raw.key, true);
  await decoder.decode(raw.value, false, raw.key);
  return examine(raw, options, decoder);
}

/** Examines records in order until the limit; updates the cursor for every record examined. */
export async function take(
  records: RawRecord[],
  options: ScanOptions,
  decoder: PartDecoder,
  state: ScanCounters,
  out: TopicRecord[],
  raws: RawRecord[],
): Promise<boolean> {
  // The cursor moves once per run of one partition's records, not once per record (a Map write
  // per record was a tenth of a search's examination).
  let partition = -1;
  let offset = -1;
  try {
    for (const raw of records) {
      if (state.matched >= options.limit) return true;
      state.scanned++;
      state.bytes += raw.size;
      if (raw.partition !== partition) {
        if (partition >= 0) state.after.set(partition, offset);
        partition = raw.partition;
      }
      offset = raw.offset;
      let record = examine(raw, options, decoder);
      if (record instanceof Promise) {
        state.after.set(partition, offset);
        record = await record;
      }
      if (record) {
        state.matched++;
        out.push(record);
        if (options.keepRaw) raws.push(raw);
      }
    }
    return state.matched >= options.limit;
  } finally {
    if (partition >= 0) state.after.set(partition, offset);
  }
}
