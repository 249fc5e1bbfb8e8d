import type { DownloadFormat, DownloadRecord, TopicRecord } from '@console/contract';
import type { RawRecord } from './record-view.ts';

// The download's three formats (issue 14), each turning slices of matched records into text that
// streams.ts writes as it goes: AKHQ's JSON array, NDJSON (one DownloadRecord per line) and CSV.
//
// CSV (RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled):
// partition, offset, timestamp (ISO-8601), key, value (the whole decoded text), tombstone, headers
// (the JSON of the headers list, as in the JSON download), keySchemaId, valueSchemaId, then one
// column per field of JSON object values with dotted names (`value.customer.id`). Those columns
// are decided from the first 1,000 records (or the first 8 MB of values, if sooner), at most 500
// of them, so memory stays bounded and the header can be written before the rest streams; a field
// first seen later is still in the `value` column. Arrays, and objects nested deeper than 8
// levels, are one cell holding their JSON. Numbers keep the digits Kafka holds.

const CSV_SAMPLE_RECORDS = 1000;
const CSV_SAMPLE_BYTES = 8 << 20;
const CSV_MAX_FIELD_COLUMNS = 500;
const CSV_MAX_DEPTH = 8;

export interface DownloadEncoder {
  readonly contentType: string;
  readonly extension: string;
  /** Text for a slice of records (with their raw records, in the same order); may hold some back. */
  encode(records: TopicRecord[], raws: RawRecord[]): string;
  /** What is left once every record was encoded. */
  finish(): string;
}

/** The download shape (akhq-api.md §3 DownloadRecord); null only for a null key or value. */
export function downloadRecord(r: TopicRecord, raw?: RawRecord): DownloadRecord {
  return {
    partition: r.partition,
    offset: r.offset,
    timestamp: (raw?.timestamp ?? Date.parse(r.timestamp)) / 1000,
    keySchemaId: r.keySchemaId ?? null,
    valueSchemaId: r.valueSchemaId ?? null,
    headers: r.headers ?? [],
    key: raw ? (raw.key === null ? null : (r.key ?? '')) : (r.key ?? null),
    value: raw ? (raw.value === null ? null : (r.value ?? '')) : (r.value ?? null),
  };
}

export function downloadEncoder(format: DownloadFormat): DownloadEncoder {
  if (format === 'ndjson') return ndjsonEncoder();
  if (format === 'csv') return new CsvEncoder();
  return jsonEncoder();
}

function jsonEncoder(): DownloadEncoder {
  let first = true;
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    encode(records, raws) {
      if (records.length === 0) return '';
      // One JSON.stringify per slice: no per-record strings made only to be joined.
      const body = JSON.stringify(records.map((r, i) => downloadRecord(r, raws[i]))).slice(1, -1);
      const text = first ? `[${body}` : `,${body}`;
      first = false;
      return text;
    },
    finish: () => (first ? '[]' : ']'),
  };
}

function ndjsonEncoder(): DownloadEncoder {
  return {
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'ndjson',
    encode(records, raws) {
      let text = '';
      for (let i = 0; i < records.length; i++) {
        text += `${JSON.stringify(downloadRecord(records[i] as TopicRecord, raws[i]))}\n`;
      }
      return text;
    },
    finish: () => '',
  };
}

const FIXED_COLUMNS = [
  'partition',
  'offset',
  'timestamp',
  'key',
  'value',
  'tombstone',
  'headers',
  'keySchemaId',
  'valueSchemaId',
];

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

type Leaf = string | number | boolean | null;

/** JSON object values as dotted paths to leaves; undefined when the text is not a JSON object. */
export function flatten(text: string | undefined): Map<string, string> | undefined {
  if (text === undefined || text.charCodeAt(0) !== 123 /* { */) return undefined;
  let parsed: unknown;
  try {
    // Long digit runs and exponents would lose digits as doubles: keep their source text.
    parsed = /\d{16}|\d[eE]/.test(text)
      ? JSON.parse(text, (_key, value, context?: { source?: string }) =>
          typeof value === 'number' && context?.source !== undefined ? new NumberText(context.source) : value,
        )
      : JSON.parse(text);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const out = new Map<string, string>();
  visit(parsed as Record<string, unknown>, 'value', 1, out);
  return out;
}

/** A number's digits as written, where a double would change them. */
class NumberText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toJSON(): unknown {
    // JSON.rawJSON (Node 22+; not in TypeScript's ES2024 lib) writes the digits as they are.
    return (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON(this.text);
  }
}

function visit(object: Record<string, unknown>, prefix: string, depth: number, out: Map<string, string>) {
  for (const [name, value] of Object.entries(object)) {
    const path = `${prefix}.${name}`;
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof NumberText) &&
      depth < CSV_MAX_DEPTH
    ) {
      visit(value as Record<string, unknown>, path, depth + 1, out);
    } else {
      out.set(path, cell(value as Leaf | object));
    }
  }
}

function cell(value: Leaf | object): string {
  if (value === null) return '';
  if (value instanceof NumberText) return value.text;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

class CsvEncoder implements DownloadEncoder {
  readonly contentType = 'text/csv; charset=utf-8';
  readonly extension = 'csv';
  #columns: string[] | undefined;
  #held: Array<{ record: TopicRecord; raw: RawRecord | undefined }> = [];
  #heldBytes = 0;

  encode(records: TopicRecord[], raws: RawRecord[]): string {
    if (this.#columns) return this.#rows(records.map((record, i) => ({ record, raw: raws[i] })));
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as TopicRecord;
      this.#held.push({ record, raw: raws[i] });
      this.#heldBytes += record.value?.length ?? 0;
    }
    if (this.#held.length < CSV_SAMPLE_RECORDS && this.#heldBytes < CSV_SAMPLE_BYTES) return '';
    return this.#release();
  }

  finish(): string {
    return this.#columns ? '' : this.#release();
  }

  /** Decides the columns from the records held so far, and writes the header and those records. */
  #release(): string {
    const fields = new Set<string>();
    for (const { record } of this.#held) {
      for (const path of flatten(record.value)?.keys() ?? []) {
        if (fields.size >= CSV_MAX_FIELD_COLUMNS) break;
        fields.add(path);
      }
    }
    this.#columns = [...fields];
    const held = this.#held;
    this.#held = [];
    return `${[...FIXED_COLUMNS, ...this.#columns].map(csvField).join(',')}\r\n${this.#rows(held)}`;
  }

  #rows(list: Array<{ record: TopicRecord; raw: RawRecord | undefined }>): string {
    let text = '';
    for (const { record, raw } of list) {
      const d = downloadRecord(record, raw);
      const fields = flatten(record.value);
      const row = [
        String(d.partition),
        String(d.offset),
        record.timestamp,
        d.key ?? '',
        d.value ?? '',
        d.value === null ? 'true' : 'false',
        d.headers.length > 0 ? JSON.stringify(d.headers) : '',
        d.keySchemaId ?? '',
        d.valueSchemaId ?? '',
      ];
      for (const column of this.#columns ?? []) row.push(fields?.get(column) ?? '');
      text += `${row.map(csvField).join(',')}\r\n`;
    }
    return text;
  }
}
