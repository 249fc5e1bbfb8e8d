import { isUtf8 } from 'node:buffer';
import { TOO_LARGE_MESSAGE, type TopicRecord } from '@console/contract';
import type { DecodedPart } from '../decode/record-decoder.ts';

// A fetched record as the engine passes it around, and its wire shape (akhq-api.md §3 Record).

export interface RawRecord {
  partition: number;
  /** A number: offsets stay far below 2^53, and BigInt arithmetic per record is slow. */
  offset: number;
  /** Epoch ms. */
  timestamp: number;
  key: Buffer | null;
  value: Buffer | null;
  headers: Array<[Buffer | null, Buffer | null]>;
  /** Bytes of key + value + headers, for the scan's byte counter. */
  size: number;
  /** The broker stamped the batch (LOG_APPEND_TIME); otherwise the producer did (CREATE_TIME). */
  logAppendTime?: boolean;
}

/** ISO-8601 in UTC with only the fraction digits needed (120 ms → `.12`, 0 ms → none), as AKHQ writes. */
export function isoTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString(); // always YYYY-MM-DDTHH:mm:ss.SSSZ
  let end = 23; // index of 'Z'
  while (end > 20 && iso.charCodeAt(end - 1) === 48) end--; // trailing zeros of the fraction
  if (end === 20) end = 19; // no fraction left: drop the dot too
  return `${iso.slice(0, end)}Z`;
}

export function headerText(buf: Buffer | null): string | undefined {
  if (buf === null) return undefined;
  return isUtf8(buf) ? buf.toString('utf8') : buf.toString('base64');
}

export function toTopicRecord(
  topic: string,
  raw: RawRecord,
  key: DecodedPart,
  value: DecodedPart,
  maxValueLength: number,
): TopicRecord {
  const record: TopicRecord = {
    topic: { name: topic },
    partition: raw.partition,
    offset: raw.offset,
    timestamp: isoTimestamp(raw.timestamp),
    timestampType: raw.logAppendTime ? 'LOG_APPEND_TIME' : 'CREATE_TIME',
    keySize: raw.key === null ? -1 : raw.key.length,
    valueSize: raw.value === null ? -1 : raw.value.length,
  };
  // A null value (tombstone) is told apart from an empty one, which is `value: ''`.
  if (raw.value === null) record.tombstone = true;
  if (key.schemaId !== undefined) record.keySchemaId = String(key.schemaId);
  if (key.subject) record.keySubject = key.subject;
  if (value.schemaId !== undefined) record.valueSchemaId = String(value.schemaId);
  if (value.subject) record.valueSubject = value.subject;
  if (key.schemaVersion !== undefined) record.keySchemaVersion = key.schemaVersion;
  if (value.schemaVersion !== undefined) record.valueSchemaVersion = value.schemaVersion;
  if (key.format) record.keyFormat = key.format;
  if (value.format) record.valueFormat = value.format;
  if (raw.headers.length > 0) {
    record.headers = raw.headers.map(([k, v]) => {
      const header: { key: string; value?: string } = { key: headerText(k) ?? '' };
      const text = headerText(v);
      if (text) header.value = text;
      return header;
    });
  }
  if (key.text !== undefined) record.key = key.text;
  if (value.text !== undefined) {
    if (value.text.length > maxValueLength) {
      record.value = `${value.text.slice(0, maxValueLength)}... ${TOO_LARGE_MESSAGE}`;
      record.truncated = true;
    } else {
      record.value = value.text;
    }
  }
  const exceptions = [key.error, value.error].filter((e): e is string => e !== undefined);
  if (exceptions.length > 0) record.exceptions = exceptions;
  return record;
}
