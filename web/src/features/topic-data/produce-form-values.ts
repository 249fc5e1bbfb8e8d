import type { ProduceForm, ProduceRequest, Serializer, TopicRecord } from '@console/contract';

// The produce form's values: the serializer choices offered, the form filled from a copied record
// (so "produce a copy" writes it the way it was read), and the request sent.

export const SERIALIZER_OPTIONS: Array<{ value: Serializer; label: string }> = [
  { value: 'AUTO', label: 'Automatic (the subject if chosen, else text)' },
  { value: 'STRING', label: 'String (UTF-8)' },
  { value: 'JSON', label: 'JSON (checked, written as typed)' },
  { value: 'SCHEMA_REGISTRY', label: 'Schema registry subject' },
  { value: 'PROTOBUF', label: 'Protobuf, without registry framing' },
  { value: 'INT16', label: 'Int16' },
  { value: 'UINT16', label: 'UInt16' },
  { value: 'INT32', label: 'Int32' },
  { value: 'UINT32', label: 'UInt32' },
  { value: 'INT64', label: 'Int64' },
  { value: 'UINT64', label: 'UInt64' },
  { value: 'FLOAT', label: 'Float (32-bit)' },
  { value: 'DOUBLE', label: 'Double (64-bit)' },
  { value: 'UUID', label: 'UUID (16 bytes)' },
  { value: 'HEX', label: 'Binary, typed as hex' },
  { value: 'BASE64', label: 'Binary, typed as base64' },
  { value: 'MSGPACK', label: 'MessagePack (typed as JSON)' },
];

/** What to type for each serializer, under the key and value fields. */
export const SERIALIZER_HINTS: Record<Serializer, string> = {
  AUTO: 'Text, or JSON when a schema is chosen',
  STRING: 'Text, written as UTF-8',
  JSON: 'JSON, checked and written as typed',
  SCHEMA_REGISTRY: 'JSON as the data tab shows it (bytes in base64), encoded with the schema',
  PROTOBUF: 'JSON of the message type, written without the registry framing',
  INT16: 'A whole number from -32768 to 32767',
  UINT16: 'A whole number from 0 to 65535',
  INT32: 'A whole number from -2147483648 to 2147483647',
  UINT32: 'A whole number from 0 to 4294967295',
  INT64: 'A whole number from -9223372036854775808 to 9223372036854775807',
  UINT64: 'A whole number from 0 to 18446744073709551615',
  FLOAT: 'A number, written as a 32-bit float',
  DOUBLE: 'A number, written as a 64-bit double',
  UUID: 'A UUID (8-4-4-4-12 hex digits), written as 16 bytes',
  HEX: 'Pairs of hex digits (spaces ignored)',
  BASE64: 'Base64 text',
  MSGPACK: 'JSON, written as MessagePack',
};

/** Serializers whose form shows a subject picker (AUTO: optional, as AKHQ's key/value schema). */
export const WITH_SUBJECT: ReadonlySet<Serializer> = new Set(['AUTO', 'SCHEMA_REGISTRY', 'PROTOBUF']);

const REGISTRY_FORMATS = new Set(['AVRO', 'PROTOBUF', 'JSON_SCHEMA']);
const SERIALIZERS = new Set<string>(SERIALIZER_OPTIONS.map((o) => o.value));

/** How a copied record's key or value is written again: as it was read. */
function partOf(format: string | undefined, subject: string | undefined, version: number | undefined) {
  if (subject && (format === undefined || REGISTRY_FORMATS.has(format)))
    return { serializer: 'SCHEMA_REGISTRY' as Serializer, subject, version: version ?? null };
  const serializer = format && SERIALIZERS.has(format) ? (format as Serializer) : 'AUTO';
  return { serializer, subject: null, version: null };
}

export function formDefaults(initial: TopicRecord | undefined): ProduceForm {
  const key = partOf(initial?.keyFormat, initial?.keySubject, initial?.keySchemaVersion);
  const value = partOf(initial?.valueFormat, initial?.valueSubject, initial?.valueSchemaVersion);
  return {
    partition: initial ? initial.partition : null,
    key: initial?.key ?? '',
    value: initial?.value ?? '',
    headers: (initial?.headers ?? []).map((h) => ({ key: h.key, value: h.value ?? '' })),
    // Null: the moment of sending. A copy gets a new time too, unless one is picked.
    timestamp: null,
    keySchema: key.subject,
    valueSchema: value.subject,
    multiMessage: false,
    keyValueSeparator: ':',
    tombstone: initial?.tombstone ?? false,
    keySerializer: key.serializer,
    valueSerializer: value.serializer,
    keySchemaVersion: key.version,
    valueSchemaVersion: value.version,
    keyProtobufType: '',
    valueProtobufType: '',
  };
}

/** The request of a filled form; a timestamp only when one was picked (else the server stamps it at sending). */
export function toRequest(form: ProduceForm): ProduceRequest {
  const subjectOf = (serializer: Serializer, subject: string | null) =>
    WITH_SUBJECT.has(serializer) ? subject : null;
  const keySchema = subjectOf(form.keySerializer, form.keySchema);
  const valueSchema = subjectOf(form.valueSerializer, form.valueSchema);
  return {
    partition: form.partition,
    key: form.key,
    value: form.tombstone ? null : form.value,
    timestamp: form.timestamp ? form.timestamp.toISOString() : null,
    headers: form.headers,
    keySchema,
    valueSchema,
    multiMessage: form.multiMessage,
    keyValueSeparator: form.keyValueSeparator,
    tombstone: form.tombstone,
    keySerializer: form.keySerializer,
    valueSerializer: form.valueSerializer,
    keySchemaVersion: keySchema ? form.keySchemaVersion : null,
    valueSchemaVersion: valueSchema ? form.valueSchemaVersion : null,
    keyProtobufType: keySchema && form.keyProtobufType.trim() ? form.keyProtobufType.trim() : null,
    valueProtobufType: valueSchema && form.valueProtobufType.trim() ? form.valueProtobufType.trim() : null,
  };
}

/**
 * Message types a `.proto` text declares, nested ones as `Outer.Inner`, prefixed by its package:
 * suggestions only (the server resolves and checks the name; a descriptor schema gives none).
 */
export function protobufTypes(schema: string): string[] {
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(schema)?.[1];
  const text = schema.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const names: string[] = [];
  const stack: Array<string | null> = [];
  for (const [token, name] of text.matchAll(/\bmessage\s+(\w+)\s*\{|\{|\}/g)) {
    if (name) {
      names.push([...stack.filter((s): s is string => s !== null), name].join('.'));
      stack.push(name);
    } else if (token === '{') stack.push(null);
    else stack.pop();
  }
  return names.map((n) => (pkg ? `${pkg}.${n}` : n));
}
