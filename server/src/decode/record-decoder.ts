import { isUtf8 } from 'node:buffer';
import type { RegistryClient } from '../registry/registry-client.ts';
import {
  AUTO,
  type Decoding,
  type PartChoice,
  type PreparedDecoding,
  type SubjectSchema,
} from './decoding.ts';
import { FIXED_FORMATS, type FixedFormat } from './fixed-formats.ts';
import { INTERNAL_FORMAT_TOPICS, internalText } from './internal-formats.ts';
import { compileCodec, type SchemaCodec } from './schema-codecs.ts';
import { resolveReferences } from './schema-references.ts';

// The decoder registry of design.md §6, per key and value as the read's deserializer choice says
// (decoding.ts). AUTO, the default: Confluent-framed bytes (magic 0 + schema id) through the
// cluster's registry, else UTF-8 text (JSON is text), else base64; Kafka's internal topics in their
// own formats (internal-formats.ts). A part that does not decode as chosen, or as its framing
// says, is shown as its bytes (text or base64) with the reason in `error`, and without the schema
// badge: bytes that merely start with 00 00 00 00 01 were not written with schema 1. Nothing is
// thrown: the rest of the page still shows.
// Compiled codecs and subjects are cached per registry client; the hot path is synchronous once
// an id has been seen, so scanning millions of records does not await per record.

/**
 * How the part was read (`keyFormat`/`valueFormat` on the record): AVRO, PROTOBUF, JSON_SCHEMA
 * through the registry; INTERNAL for Kafka's internal topics; otherwise the deserializer's name
 * (STRING, JSON, INT64, HEX, MSGPACK, ...), or STRING/BASE64 for bytes shown as they are.
 */
export type PartFormat = 'AVRO' | 'PROTOBUF' | 'JSON_SCHEMA' | 'INTERNAL' | FixedFormat;

export interface DecodedPart {
  /** Undefined for a null key/value. */
  text?: string;
  schemaId?: number;
  subject?: string;
  schemaVersion?: number;
  format?: PartFormat;
  error?: string;
}

interface SchemaEntry {
  codec?: SchemaCodec;
  schemaType?: 'AVRO' | 'JSON' | 'PROTOBUF';
  subjects: Array<{ subject: string; version: number }>;
  error?: string;
  /** Failed lookups are retried after this time (ms epoch). */
  retryAt?: number;
}

const caches = new WeakMap<RegistryClient, Map<number, SchemaEntry | Promise<SchemaEntry>>>();

async function load(registry: RegistryClient, id: number): Promise<SchemaEntry> {
  try {
    const schema = await registry.schemaById(id);
    const subjects = await registry.subjectsOfId(id).catch(() => []);
    try {
      const codec = compileCodec(schema, await resolveReferences(registry, schema));
      return { codec, schemaType: schema.schemaType, subjects };
    } catch (error) {
      return {
        subjects,
        error: `Unable to compile the registry schema with id ${id}: ${(error as Error).message}`,
      };
    }
  } catch (error) {
    // A registry that does not answer is not a missing schema: it says so, and is asked again sooner.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) {
      return {
        subjects: [],
        error: `The schema registry could not be asked for the schema with id ${id}: ${(error as Error).message}`,
        retryAt: Date.now() + 5_000,
      };
    }
    return {
      subjects: [],
      error: `Unable to find the registry schema with id ${id} !`,
      retryAt: Date.now() + 30_000,
    };
  }
}

const REGISTRY_FORMAT = { AVRO: 'AVRO', PROTOBUF: 'PROTOBUF', JSON: 'JSON_SCHEMA' } as const;

/**
 * UTF-8 bytes shown as they are, whose text is made when first read: a search's CEL filter reads
 * JSON fields from the bytes (records/json-fields.ts), and most records it rules out are then
 * never made a string.
 */
class Utf8Part implements DecodedPart {
  readonly format = 'STRING' as const;
  readonly #buf: Buffer;
  #text: string | undefined;
  constructor(buf: Buffer) {
    this.#buf = buf;
  }
  get text(): string {
    this.#text ??= this.#buf.toString('utf8');
    return this.#text;
  }
}

/** The bytes as they are: UTF-8 text when they are text, else base64. */
function asBytes(buf: Buffer, error?: string): DecodedPart {
  const utf8 = isUtf8(buf);
  if (utf8 && !error) return new Utf8Part(buf);
  const part: DecodedPart = utf8
    ? { text: buf.toString('utf8'), format: 'STRING' }
    : { text: buf.toString('base64'), format: 'BASE64' };
  if (error) part.error = error;
  return part;
}

const framed = (buf: Buffer) => buf.length >= 5 && buf[0] === 0;

/** Skips Confluent's Protobuf message-index array (zigzag varints: a count, then the indexes). */
function afterMessageIndexes(payload: Buffer): Buffer {
  let at = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (at >= payload.length || shift > 28) throw new Error('truncated Protobuf message-index array');
      const byte = payload[at++] as number;
      result |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return (result >>> 1) ^ -(result & 1);
      shift += 7;
    }
  };
  const count = varint();
  for (let i = 0; i < count; i++) varint();
  return payload.subarray(at);
}

export class RecordDecoder {
  readonly #registry: RegistryClient | undefined;
  readonly #cache: Map<number, SchemaEntry | Promise<SchemaEntry>> | undefined;
  readonly #topic: string;
  readonly #internal: boolean;
  readonly #decoding: PreparedDecoding;
  readonly #plain: boolean;

  constructor(registry: RegistryClient | undefined, topic: string, decoding: PreparedDecoding = AUTO) {
    this.#registry = registry;
    this.#topic = topic;
    this.#internal = INTERNAL_FORMAT_TOPICS.has(topic);
    this.#decoding = decoding;
    const plain = (c: PartChoice) => ['AUTO', 'STRING', 'JSON'].includes(c.deserializer);
    this.#plain = plain(decoding.key) && plain(decoding.value);
    if (registry) {
      let cache = caches.get(registry);
      if (!cache) {
        cache = new Map();
        caches.set(registry, cache);
      }
      this.#cache = cache;
    }
  }

  /**
   * What a scan worker needs to decode as this decoder does (scan-worker.ts), or undefined when the
   * choice holds schemas compiled here (SCHEMA_REGISTRY, PROTOBUF): those reads stay on this thread.
   * `registry`: framed bytes are looked up in a registry, which the worker leaves to this thread.
   */
  portable(): { topic: string; decoding: Decoding; registry: boolean } | undefined {
    const { key, value } = this.#decoding;
    const here = (c: PartChoice) => c.deserializer === 'SCHEMA_REGISTRY' || c.deserializer === 'PROTOBUF';
    if (here(key) || here(value)) return undefined;
    return { topic: this.#topic, decoding: { key, value }, registry: this.#cache !== undefined };
  }

  /**
   * Whether the part's text is exactly its bytes as UTF-8 (the scan's fast path tests filters on the
   * bytes then). Holds for key and value alike, whichever is asked about.
   */
  isPlainText(buf: Buffer): boolean {
    if (!this.#plain || this.#internal) return false;
    const autoFramed = this.#cache && framed(buf);
    if (
      autoFramed &&
      (this.#decoding.key.deserializer === 'AUTO' || this.#decoding.value.deserializer === 'AUTO')
    ) {
      return false;
    }
    return isUtf8(buf);
  }

  /**
   * Synchronous when the bytes are not framed or the schema is already known; a promise otherwise.
   * `key` is the record's key when decoding its value (an internal topic's value depends on it).
   */
  decode(
    buf: Buffer | null | undefined,
    isKey: boolean,
    key: Buffer | null = null,
  ): DecodedPart | Promise<DecodedPart> {
    if (buf === null || buf === undefined) return {};
    const choice = isKey ? this.#decoding.key : this.#decoding.value;
    switch (choice.deserializer) {
      case 'AUTO':
        if (this.#internal) return this.#internalPart(buf, isKey, key);
        if (!this.#cache || !framed(buf)) return asBytes(buf);
        return this.#byId(buf, isKey);
      case 'SCHEMA_REGISTRY':
        return this.#registryPart(buf, isKey);
      case 'PROTOBUF': {
        // A bare Protobuf message never starts with a 0 byte (no field has number 0): framed.
        let message = buf;
        if (framed(buf)) {
          try {
            message = afterMessageIndexes(buf.subarray(5));
          } catch {
            message = buf; // not really framed: its own decode error says why
          }
        }
        return this.#withSubject(
          message,
          buf,
          isKey ? this.#decoding.keySchema : this.#decoding.valueSchema,
          isKey,
        );
      }
      default:
        return this.#fixed(buf, choice.deserializer);
    }
  }

  #fixed(buf: Buffer, format: FixedFormat): DecodedPart {
    if (format === 'STRING') {
      const part: DecodedPart = { text: buf.toString('utf8'), format };
      if (!isUtf8(buf)) part.error = 'Not valid UTF-8: invalid bytes are shown as U+FFFD';
      return part;
    }
    try {
      return { text: FIXED_FORMATS[format](buf), format };
    } catch (error) {
      return asBytes(buf, `Not ${format}: ${(error as Error).message}`);
    }
  }

  /** SCHEMA_REGISTRY: by the framing's id, or, for unframed bytes (or an id of another subject), by the chosen subject. */
  #registryPart(buf: Buffer, isKey: boolean): DecodedPart | Promise<DecodedPart> {
    const chosen = isKey ? this.#decoding.keySchema : this.#decoding.valueSchema;
    if (!chosen) {
      if (!framed(buf)) {
        return asBytes(
          buf,
          'Not in the schema registry wire format (magic byte 0 and a schema id), and no subject was chosen',
        );
      }
      return this.#byId(buf, isKey);
    }
    if (!framed(buf) || !this.#cache) return this.#withSubject(buf, buf, chosen, isKey);
    const entry = this.#entry(buf.readUInt32BE(1));
    const pick = (e: SchemaEntry) =>
      e.codec && e.subjects.some((s) => s.subject === chosen.subject)
        ? this.#apply(e, buf.readUInt32BE(1), buf, isKey)
        : this.#withSubject(buf, buf, chosen, isKey);
    return entry instanceof Promise ? entry.then(pick) : pick(entry);
  }

  #withSubject(bytes: Buffer, whole: Buffer, chosen: SubjectSchema | undefined, isKey: boolean): DecodedPart {
    if (!chosen) return asBytes(whole, 'No subject was chosen to read this with');
    try {
      return {
        text: chosen.codec.decodeUnframed(bytes, chosen.protobufType),
        schemaId: chosen.id,
        subject: chosen.subject,
        schemaVersion: chosen.version,
        format: REGISTRY_FORMAT[chosen.schemaType],
      };
    } catch (error) {
      const what = chosen.protobufType ? `${chosen.subject} (${chosen.protobufType})` : chosen.subject;
      return asBytes(
        whole,
        `${isKey ? 'Key' : 'Value'} does not decode with the schema of ${what}: ${(error as Error).message}`,
      );
    }
  }

  #entry(id: number): SchemaEntry | Promise<SchemaEntry> {
    const cache = this.#cache as Map<number, SchemaEntry | Promise<SchemaEntry>>;
    const entry = cache.get(id);
    if (entry && !(entry instanceof Promise) && !(entry.retryAt && entry.retryAt < Date.now())) return entry;
    if (entry instanceof Promise) return entry;
    const pending = load(this.#registry as RegistryClient, id);
    cache.set(id, pending);
    pending.then((loaded) => cache.set(id, loaded));
    return pending;
  }

  #byId(buf: Buffer, isKey: boolean): DecodedPart | Promise<DecodedPart> {
    const id = buf.readUInt32BE(1);
    const entry = this.#entry(id);
    return entry instanceof Promise
      ? entry.then((loaded) => this.#apply(loaded, id, buf, isKey))
      : this.#apply(entry, id, buf, isKey);
  }

  #internalPart(buf: Buffer, isKey: boolean, key: Buffer | null): DecodedPart {
    try {
      // Kafka's binary formats: bytes not read as a format are shown as base64, never as text.
      const text = internalText(this.#topic, buf, isKey, key);
      return text === undefined
        ? { text: buf.toString('base64'), format: 'BASE64' }
        : { text, format: 'INTERNAL' };
    } catch (error) {
      return {
        text: buf.toString('base64'),
        format: 'BASE64',
        error: `Unable to read this ${this.#topic} record: ${(error as Error).message}`,
      };
    }
  }

  #apply(entry: SchemaEntry, id: number, buf: Buffer, isKey: boolean): DecodedPart {
    if (!entry.codec) return asBytes(buf, entry.error);
    try {
      const text = entry.codec.decode(buf.subarray(5));
      const preferred = `${this.#topic}-${isKey ? 'key' : 'value'}`;
      const used = entry.subjects.find((s) => s.subject === preferred) ?? entry.subjects[0];
      const part: DecodedPart = { text, schemaId: id, format: REGISTRY_FORMAT[entry.schemaType ?? 'AVRO'] };
      if (used) {
        part.subject = used.subject;
        part.schemaVersion = used.version;
      }
      return part;
    } catch (error) {
      // Bytes that start like the framing but were not written with this schema: no badge.
      return asBytes(
        buf,
        `${isKey ? 'Key' : 'Value'} starts like the schema registry wire format (schema id ${id}) but does not decode with that schema: ${(error as Error).message}`,
      );
    }
  }
}

/** Serialises JSON text through a subject's latest schema into Confluent framing (produce). */
export async function encodeWithSubject(
  registry: RegistryClient,
  subject: string,
  json: string,
  messageType?: string,
): Promise<Buffer> {
  const latest = await registry.latestOfSubject(subject);
  const header = Buffer.alloc(5);
  header.writeUInt32BE(latest.id, 1);
  const codec = compileCodec(latest, await resolveReferences(registry, latest));
  return Buffer.concat([header, codec.encode(json, messageType)]);
}
