import { z } from 'zod';
import { DataSort } from './cluster.ts';

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
});
export type SearchEvent = z.infer<typeof SearchEvent>;

/** Treats any non-number (the UI sends `partition=All`) as absent, as AKHQ does. */
const optionalInt = z.preprocess((v) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
}, z.number().int().min(0).optional());

const instant = z
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

export const ProduceHeader = z.object({ key: z.string(), value: z.string().nullable().optional() });

/**
 * How produce writes a key or value (issue 14), the deserializers' mirror, so what is written one
 * way reads back the same way: AUTO (the subject's schema when one is given, else the text as
 * UTF-8), STRING (the text as UTF-8), JSON (checked, written as typed), SCHEMA_REGISTRY (JSON
 * encoded with a subject's Avro, Protobuf or JSON Schema, in Confluent's framing), PROTOBUF (a
 * message type of a subject's schema, without framing), INT16 ... DOUBLE (big-endian, as Kafka's
 * serializers), UUID (16 bytes), HEX and BASE64 (bytes given as text), MSGPACK (JSON as MessagePack).
 */
export const Serializer = Deserializer;
export type Serializer = Deserializer;

/** `POST .../data`. Extra fields the AKHQ UI sends (clusterId, topicId, topics) are ignored. */
export const ProduceRequest = z.object({
  partition: z.number().int().min(0, 'partition must be at least 0').nullable().optional(),
  key: z.string().nullable().optional(),
  value: z.string().nullable().optional(),
  timestamp: instant.nullable(),
  headers: z.array(ProduceHeader).default([]),
  keySchema: z.string().nullable().optional(),
  valueSchema: z.string().nullable().optional(),
  multiMessage: z.boolean().default(false),
  keyValueSeparator: z.string().min(1, 'keyValueSeparator needs at least 1 character').nullable().optional(),
  tombstone: z.boolean().optional(),
  // Ours (issue 14): how the key and the value are written. Left out: AUTO, AKHQ's behaviour.
  keySerializer: Serializer.optional(),
  valueSerializer: Serializer.optional(),
  /** The subject version whose schema encodes (default: the latest); the subject is key/valueSchema. */
  keySchemaVersion: z.number().int().min(1).nullable().optional(),
  valueSchemaVersion: z.number().int().min(1).nullable().optional(),
  /** Protobuf: the message type to write (full or simple name; default: the schema's first). */
  keyProtobufType: z.string().nullable().optional(),
  valueProtobufType: z.string().nullable().optional(),
});
export type ProduceRequest = z.infer<typeof ProduceRequest>;
export const ProduceAnswer = z.array(TopicRecord);

/** Serializers that write through a subject's schema. */
export const NEEDS_SUBJECT: ReadonlySet<Serializer> = new Set(['SCHEMA_REGISTRY', 'PROTOBUF']);

/**
 * The produce form (spec §2.4, §5): what the page edits, turned into a ProduceRequest on submit.
 * Header keys need at least 1 character once added; the separator only counts in multi-message mode.
 */
export const ProduceForm = z
  .object({
    partition: z.number().int().min(0).nullable(),
    key: z.string(),
    value: z.string(),
    headers: z.array(
      z.object({ key: z.string().min(1, 'A header key needs at least 1 character'), value: z.string() }),
    ),
    timestamp: z.date().nullable(),
    keySchema: z.string().nullable(),
    valueSchema: z.string().nullable(),
    multiMessage: z.boolean(),
    keyValueSeparator: z.string(),
    tombstone: z.boolean(),
    keySerializer: Serializer,
    valueSerializer: Serializer,
    keySchemaVersion: z.number().int().min(1).nullable(),
    valueSchemaVersion: z.number().int().min(1).nullable(),
    keyProtobufType: z.string(),
    valueProtobufType: z.string(),
  })
  .refine((f) => !f.multiMessage || f.keyValueSeparator.length > 0, {
    path: ['keyValueSeparator'],
    message: 'The separator needs at least 1 character',
  })
  .refine((f) => !NEEDS_SUBJECT.has(f.keySerializer) || f.keySchema, {
    path: ['keySchema'],
    message: 'Choose the subject whose schema writes the key',
  })
  .refine((f) => !NEEDS_SUBJECT.has(f.valueSerializer) || f.valueSchema || f.tombstone, {
    path: ['valueSchema'],
    message: 'Choose the subject whose schema writes the value',
  });
export type ProduceForm = z.infer<typeof ProduceForm>;

/** `DELETE .../data?partition=&key=<base64>`: produces a tombstone. */
export const DeleteRecordQuery = z.object({
  partition: z.coerce.number().int().min(0),
  key: z.string().min(1, 'key (base64) is required'),
});

export const CopyParams = TopicParams.extend({ toCluster: z.string().min(1), toTopic: z.string().min(1) });
export const CopyRequest = z
  .array(z.object({ partition: z.coerce.number().int().min(0), offset: z.coerce.number().int().min(0) }))
  .min(1, 'choose at least one partition');
export type CopyRequest = z.infer<typeof CopyRequest>;
export const CopyAnswer = z.object({ records: z.number().int() });
export type CopyAnswer = z.infer<typeof CopyAnswer>;

/**
 * The copy form (spec §2.4, §5): per partition a checkbox and a start offset between the
 * partition's first and last offset (carried in the form to check it), target cluster and topic.
 */
export const CopyForm = z
  .object({
    partitions: z.array(
      z.object({
        partition: z.number().int(),
        checked: z.boolean(),
        offset: z.number().int().nullable(),
        firstOffset: z.number().int(),
        lastOffset: z.number().int(),
      }),
    ),
    toCluster: z.string().min(1, 'Required'),
    toTopic: z.string().trim().min(1, 'Required'),
  })
  .superRefine((form, ctx) => {
    if (!form.partitions.some((p) => p.checked))
      ctx.addIssue({ code: 'custom', path: ['partitions'], message: 'choose at least one partition' });
    form.partitions.forEach((p, i) => {
      if (!p.checked) return;
      const path = ['partitions', i, 'offset'];
      if (p.offset === null) ctx.addIssue({ code: 'custom', path, message: 'Required' });
      else if (p.offset < p.firstOffset || p.offset > p.lastOffset)
        ctx.addIssue({ code: 'custom', path, message: `Between ${p.firstOffset} and ${p.lastOffset}` });
    });
  });
export type CopyForm = z.infer<typeof CopyForm>;

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
