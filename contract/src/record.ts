import { z } from 'zod';
import { DataSort } from './cluster.ts';
import { DeletedWhileReading } from './deleted-note.ts';

// Topic data in AKHQ's wire shapes (akhq-api.md §2.3, §3, §4): records, the page answer, search
// events, download records, produce and copy. Empty fields are left out, as AKHQ does.

export const RecordHeader = z.object({ key: z.string(), value: z.string().optional() });
export type RecordHeader = z.infer<typeof RecordHeader>;

export const TopicRecord = z.object({
  /** AKHQ repeats the whole topic; we send its name, which is what the UIs read. */
  topic: z.object({ name: z.string() }).optional(),
  partition: z.number().int(),
  offset: z.number().int(),
  /** ISO-8601 with offset. */
  timestamp: z.string(),
  keySchemaId: z.string().optional(),
  keySubject: z.string().optional(),
  valueSchemaId: z.string().optional(),
  valueSubject: z.string().optional(),
  headers: z.array(RecordHeader).optional(),
  key: z.string().optional(),
  value: z.string().optional(),
  /** True when `value` was cut to the size limit; the full body is on the single-record view. */
  truncated: z.boolean().optional(),
  /** Why the key or value could not be decoded (the record is still shown, as bytes). */
  exceptions: z.array(z.string()).optional(),
  // Ours, for the record inspector (issue 14); AKHQ's clients ignore them.
  timestampType: z.enum(['CREATE_TIME', 'LOG_APPEND_TIME']).optional(),
  /** Bytes of the key and the value as Kafka holds them (-1: null). */
  keySize: z.number().int().optional(),
  valueSize: z.number().int().optional(),
  /** A null value (tombstone), told apart from an empty one (`value: ''`). */
  tombstone: z.boolean().optional(),
  keySchemaVersion: z.number().int().optional(),
  valueSchemaVersion: z.number().int().optional(),
  /** How the key and value were read: the deserializer used (issue 14), e.g. AVRO, STRING, INT64. */
  keyFormat: z.string().optional(),
  valueFormat: z.string().optional(),
});
export type TopicRecord = z.infer<typeof TopicRecord>;

export const TOO_LARGE_MESSAGE = 'Too large message. Full body in share button.';

/** `GET .../data` and `.../data/record/{p}/{o}`. */
export const TopicDataPage = z.object({
  results: z.array(TopicRecord).optional(),
  after: z.string().optional(),
  size: z.number().int(),
  canDeleteRecords: z.boolean(),
  /** Records deleted by retention while the page was being read (the read went on past them). */
  deletedWhileReading: z.array(DeletedWhileReading).optional(),
});
export type TopicDataPage = z.infer<typeof TopicDataPage>;

/** Data of the `searchBody` / `searchEnd` events; the counters are ours (AKHQ sends only the first three). */
export const SearchEvent = z.object({
  percent: z.number(),
  records: z.array(TopicRecord).optional(),
  after: z.string().optional(),
  scanned: z.number().int().optional(),
  matched: z.number().int().optional(),
  bytes: z.number().int().optional(),
  recordsPerSecond: z.number().int().optional(),
  /** Records on which the CEL `filter` failed (a missing field, a wrong type); they did not match. */
  filterErrors: z.number().int().optional(),
  /** The first of those failures, naming its record. */
  filterError: z.string().optional(),
  /** The first records (at most 10) the filter failed on. */
  filterErrorRecords: z.array(z.object({ partition: z.number().int(), offset: z.number().int() })).optional(),
  /** Records deleted by retention while they were being read, noted once, on the event after it happened. */
  deletedWhileReading: z.array(DeletedWhileReading).optional(),
});
export type SearchEvent = z.infer<typeof SearchEvent>;

/** Treats any non-number (the UI sends `partition=All`) as absent, as AKHQ does. */
const optionalInt = z.preprocess((v) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
}, z.number().int().min(0).optional());

/** An optional ISO-8601 date-time (ranges, produce's timestamp). */
export const instant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 date-time')
  .optional();

/**
 * How key or value bytes are read (issue 14). AUTO: registry framing when present, else UTF-8 text,
 * else base64 (the behaviour before the choice existed). SCHEMA_REGISTRY: through the registry,
 * by the framing's id, or by `<key|value>Subject` for unframed bytes. PROTOBUF: by a chosen message
 * type (`<key|value>ProtobufType`) of the subject's schema.
 */
export const Deserializer = z.enum([
  'AUTO',
  'STRING',
  'JSON',
  'SCHEMA_REGISTRY',
  'PROTOBUF',
  'INT16',
  'UINT16',
  'INT32',
  'UINT32',
  'INT64',
  'UINT64',
  'FLOAT',
  'DOUBLE',
  'UUID',
  'HEX',
  'BASE64',
  'MSGPACK',
]);
export type Deserializer = z.infer<typeof Deserializer>;

/** Download formats: a JSON array (AKHQ's), one JSON record per line, or flattened CSV columns. */
export const DownloadFormat = z.enum(['json', 'ndjson', 'csv']);
export type DownloadFormat = z.infer<typeof DownloadFormat>;

/** Query of `/data`, `/data/search` and `/data/download`. Filters are `<text>_<C|N|E>`. */
export const TopicDataQuery = z.object({
  after: z
    .string()
    .regex(/^(\d+-\d+)(_\d+-\d+)*$/, 'must be <partition>-<offset> joined with _')
    .optional()
    .or(z.literal('')),
  partition: optionalInt,
  sort: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(DataSort)
    .optional(),
  timestamp: instant,
  endTimestamp: instant,
  /** Start offset in every selected partition (the toolbar's "Offsets per partition"). */
  offset: z.coerce.number().int().min(0, 'must be at least 0').optional(),
  size: z.coerce.number().int().min(1).max(10_000).optional(),
  searchByKey: z.string().optional(),
  searchByValue: z.string().optional(),
  searchByHeaderKey: z.string().optional(),
  searchByHeaderValue: z.string().optional(),
  searchByKeySubject: z.string().optional(),
  searchByValueSubject: z.string().optional(),
  /** A CEL expression over key, value, headers, partition, offset, timestamp, keySize, valueSize. */
  filter: z.string().max(10_000, 'must be at most 10,000 characters').optional(),
  keyDeserializer: Deserializer.optional(),
  valueDeserializer: Deserializer.optional(),
  keySubject: z.string().optional(),
  valueSubject: z.string().optional(),
  keyProtobufType: z.string().optional(),
  valueProtobufType: z.string().optional(),
  /** Download only. */
  format: DownloadFormat.optional(),
});
export type TopicDataQuery = z.infer<typeof TopicDataQuery>;

export const TopicParams = z.object({ cluster: z.string().min(1), topic: z.string().min(1) });
export const RecordParams = TopicParams.extend({
  partition: z.coerce.number().int().min(0),
  offset: z.coerce.number().int().min(0),
});

/** `GET .../data/download`: a JSON array of these (nulls kept, timestamp in epoch seconds). */
export const DownloadRecord = z.object({
  partition: z.number().int(),
  offset: z.number().int(),
  timestamp: z.number(),
  keySchemaId: z.string().nullable(),
  valueSchemaId: z.string().nullable(),
  headers: z.array(RecordHeader),
  key: z.string().nullable(),
  value: z.string().nullable(),
});
export type DownloadRecord = z.infer<typeof DownloadRecord>;

/** `GET .../offsets/start?timestamp=` */
export const TimeOffset = z.object({
  topic: z.string(),
  partition: z.number().int(),
  offset: z.number().int(),
});
export const TimeOffsets = z.array(TimeOffset);
export const OffsetsStartQuery = z.object({ timestamp: instant });

/** The six text filters of the data tab, in query-parameter order. */
export const SEARCH_FIELDS = [
  'searchByKey',
  'searchByValue',
  'searchByHeaderKey',
  'searchByHeaderValue',
  'searchByKeySubject',
  'searchByValueSubject',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export const SearchType = z.enum(['C', 'N', 'E']);
export type SearchType = z.infer<typeof SearchType>;

const TextFilter = z.object({ text: z.string(), type: SearchType });
/** The data tab's Search dropdown (spec §2.4, §5): each of the six filters' text and type. */
export const DataFilterForm = z.object({
  searchByKey: TextFilter,
  searchByValue: TextFilter,
  searchByHeaderKey: TextFilter,
  searchByHeaderValue: TextFilter,
  searchByKeySubject: TextFilter,
  searchByValueSubject: TextFilter,
}) satisfies z.ZodType<Record<SearchField, z.infer<typeof TextFilter>>>;
export type DataFilterForm = z.infer<typeof DataFilterForm>;
