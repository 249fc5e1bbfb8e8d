import { isUtf8 } from 'node:buffer';
import type { RegistryClient } from '../registry/registry-client.ts';
import { INTERNAL_FORMAT_TOPICS, internalText } from './internal-formats.ts';
import { compileCodec, type SchemaCodec } from './schema-codecs.ts';

// The decoder registry of design.md §6: a key or value is tried as Confluent-framed (magic 0 + id,
// through the cluster's registry), then as UTF-8 text (JSON is text), then shown as base64.
// Kafka's internal topics are read in their own formats instead (internal-formats.ts). A
// failure is reported on the record (`error`), never thrown: the rest of the page still shows.
// Compiled codecs and subjects are cached per registry client; the hot path is synchronous once
// an id has been seen, so scanning millions of records does not await per record.

export interface DecodedPart {
  /** Undefined for a null key/value. */
  text?: string;
  schemaId?: number;
  subject?: string;
  error?: string;
}

interface SchemaEntry {
  codec?: SchemaCodec;
  subjects: string[];
  error?: string;
  /** Failed lookups are retried after this time (ms epoch). */
  retryAt?: number;
}

const caches = new WeakMap<RegistryClient, Map<number, SchemaEntry | Promise<SchemaEntry>>>();

async function load(registry: RegistryClient, id: number): Promise<SchemaEntry> {
  try {
    const schema = await registry.schemaById(id);
    const subjects = await registry.subjectsOfId(id).then(
      (list) => list.map((s) => s.subject),
      () => [],
    );
    try {
      return { codec: compileCodec(schema), subjects };
    } catch (error) {
      return {
        subjects,
        error: `Unable to compile the registry schema with id ${id}: ${(error as Error).message}`,
      };
    }
  } catch {
    return {
      subjects: [],
      error: `Unable to find the registry schema with id ${id} !`,
      retryAt: Date.now() + 30_000,
    };
  }
}

function bytesText(buf: Buffer): string {
  return isUtf8(buf) ? buf.toString('utf8') : buf.toString('base64');
}

export class RecordDecoder {
  readonly #registry: RegistryClient | undefined;
  readonly #cache: Map<number, SchemaEntry | Promise<SchemaEntry>> | undefined;
  readonly #topic: string;
  readonly #internal: boolean;

  constructor(registry: RegistryClient | undefined, topic: string) {
    this.#registry = registry;
    this.#topic = topic;
    this.#internal = INTERNAL_FORMAT_TOPICS.has(topic);
    if (registry) {
      let cache = caches.get(registry);
      if (!cache) {
        cache = new Map();
        caches.set(registry, cache);
      }
      this.#cache = cache;
    }
  }

  /** Not registry-framed valid UTF-8: its text is the bytes themselves (the scan's fast path). */
  isPlainText(buf: Buffer): boolean {
    return !this.#internal && (!this.#cache || buf.length < 5 || buf[0] !== 0) && isUtf8(buf);
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
    if (this.#internal) return this.#internalPart(buf, isKey, key);
    if (!this.#cache || buf.length < 5 || buf[0] !== 0) return { text: bytesText(buf) };
    const id = buf.readUInt32BE(1);
    const entry = this.#cache.get(id);
    if (entry && !(entry instanceof Promise) && !(entry.retryAt && entry.retryAt < Date.now())) {
      return this.#apply(entry, id, buf, isKey);
    }
    let pending = entry instanceof Promise ? entry : undefined;
    if (!pending) {
      pending = load(this.#registry as RegistryClient, id);
      this.#cache.set(id, pending);
      pending.then((loaded) => this.#cache?.set(id, loaded));
    }
    return pending.then((loaded) => this.#apply(loaded, id, buf, isKey));
  }

  #internalPart(buf: Buffer, isKey: boolean, key: Buffer | null): DecodedPart {
    try {
      // Kafka's binary formats: bytes not read as a format are shown as base64, never as text.
      return { text: internalText(this.#topic, buf, isKey, key) ?? buf.toString('base64') };
    } catch (error) {
      return {
        text: buf.toString('base64'),
        error: `Unable to read this ${this.#topic} record: ${(error as Error).message}`,
      };
    }
  }

  #apply(entry: SchemaEntry, id: number, buf: Buffer, isKey: boolean): DecodedPart {
    if (!entry.codec) return { text: bytesText(buf), error: entry.error };
    const preferred = `${this.#topic}-${isKey ? 'key' : 'value'}`;
    const subject = entry.subjects.includes(preferred) ? preferred : entry.subjects[0];
    try {
      return { text: entry.codec.decode(buf.subarray(5)), schemaId: id, subject };
    } catch (error) {
      return {
        text: bytesText(buf),
        schemaId: id,
        subject,
        error: `Unable to decode with the registry schema with id ${id}: ${(error as Error).message}`,
      };
    }
  }
}

/** Serialises JSON text through a subject's latest schema into Confluent framing (produce). */
export async function encodeWithSubject(
  registry: RegistryClient,
  subject: string,
  json: string,
): Promise<Buffer> {
  const latest = await registry.latestOfSubject(subject);
  const header = Buffer.alloc(5);
  header.writeUInt32BE(latest.id, 1);
  return Buffer.concat([header, compileCodec(latest).encode(json)]);
}
