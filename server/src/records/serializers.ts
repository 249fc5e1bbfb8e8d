import type { Serializer } from '@console/contract';
import { encode as encodeMsgpack } from '@msgpack/msgpack';
import { resolveReferences } from '../decode/schema-references.ts';
import { badRequest } from '../errors.ts';
import type { RegisteredSchema, RegistryClient, SubjectVersion } from '../registry/registry-client.ts';
import { avroEncoder } from './avro-encoder.ts';
import { isJson, parseExactJson } from './exact-json.ts';
import { jsonSchemaEncoder } from './json-schema-encoder.ts';
import { messageIndexBytes, protobufEncoder } from './protobuf-encoder.ts';

// The produce side of the deserializer choice (issue 14): one function turns the text a user typed
// for a key or a value into the bytes Kafka gets, by the chosen serializer (contract's Serializer).
// Registry schemas are compiled once per registry and schema id. Every refusal is a 400 naming the
// part ("key"/"value"), the serializer or subject, and what did not fit.

export interface PartChoice {
  serializer?: Serializer | null | undefined;
  /** Subject for SCHEMA_REGISTRY and PROTOBUF (the request's keySchema/valueSchema). */
  subject?: string | null | undefined;
  version?: number | null | undefined;
  protobufType?: string | null | undefined;
}

/** What was written for a key or value, for the produce answer. */
export interface Serialized {
  bytes: Buffer;
  /** The serializer used, or the schema kind through a registry (AVRO, PROTOBUF, JSON_SCHEMA). */
  format: string;
  schemaId?: number;
  subject?: string;
  version?: number;
}

type Compiled =
  | { kind: 'AVRO'; encoder: ReturnType<typeof avroEncoder> }
  | { kind: 'PROTOBUF'; encoder: ReturnType<typeof protobufEncoder> }
  | { kind: 'JSON_SCHEMA'; encoder: ReturnType<typeof jsonSchemaEncoder> };

const compiled = new WeakMap<RegistryClient, Map<number, Promise<Compiled>>>();

async function compile(registry: RegistryClient, found: SubjectVersion): Promise<Compiled> {
  const schema: RegisteredSchema = {
    schema: found.schema,
    schemaType: found.schemaType ?? 'AVRO',
    references: found.references ?? [],
  };
  // Referenced subjects, resolved as the decoder resolves them (dependencies first).
  const references = await resolveReferences(registry, schema);
  if (schema.schemaType === 'JSON') {
    const named = references.map((r) => ({ name: r.name, schema: r.schema.schema }));
    return { kind: 'JSON_SCHEMA', encoder: jsonSchemaEncoder(schema.schema, named) };
  }
  if (schema.schemaType === 'AVRO')
    return {
      kind: 'AVRO',
      encoder: avroEncoder(
        schema.schema,
        references.map((r) => r.schema.schema),
      ),
    };
  return {
    kind: 'PROTOBUF',
    encoder: protobufEncoder(
      schema.schema,
      references.map((r) => ({ name: r.name, schema: r.schema.schema })),
    ),
  };
}

async function schemaOf(registry: RegistryClient, subject: string, version: number | null | undefined) {
  const found = await registry.version(subject, version ?? 'latest');
  let cache = compiled.get(registry);
  if (!cache) {
    cache = new Map();
    compiled.set(registry, cache);
  }
  let pending = cache.get(found.id);
  if (!pending) {
    pending = compile(registry, found);
    pending.catch(() => cache.delete(found.id));
    cache.set(found.id, pending);
  }
  return { found, codec: await pending };
}

/** JSON for a schema; a plain text is taken as a string when the schema is a string. */
function jsonFor(text: string, takesString: boolean): unknown {
  if (takesString && !isJson(text)) return text;
  return parseExactJson(text);
}

async function throughRegistry(
  text: string,
  choice: PartChoice,
  registry: () => RegistryClient,
  framed: boolean,
): Promise<Serialized> {
  const subject = choice.subject;
  if (!subject) throw new Error('choose the subject whose schema writes it');
  const { found, codec } = await schemaOf(registry(), subject, choice.version);
  const named = { schemaId: found.id, subject, version: found.version };
  const header = Buffer.alloc(5);
  header.writeUInt32BE(found.id, 1);
  if (codec.kind === 'AVRO') {
    if (!framed) throw new Error(`subject '${subject}' holds an Avro schema: choose Schema registry`);
    let value = jsonFor(text, codec.encoder.takesString);
    let body: Buffer;
    try {
      body = codec.encoder.encode(value);
    } catch (error) {
      // "123" typed for a string key: the JSON number does not fit, the text does.
      if (!codec.encoder.takesString || typeof value === 'string') throw error;
      value = text;
      body = codec.encoder.encode(value);
    }
    return { bytes: Buffer.concat([header, body]), format: 'AVRO', ...named };
  }
  if (codec.kind === 'PROTOBUF') {
    const typeName = codec.encoder.resolve(choice.protobufType);
    const { body, indexes } = codec.encoder.encode(parseExactJson(text), typeName);
    const bytes = framed ? Buffer.concat([header, messageIndexBytes(indexes), body]) : body;
    return { bytes, format: 'PROTOBUF', ...named };
  }
  if (!framed) throw new Error(`subject '${subject}' holds a JSON schema: choose Schema registry`);
  // JSON Schema: checked, then the text as typed (a plain text for a string schema becomes a JSON string).
  let json = text;
  let refused = isJson(text) ? codec.encoder.check(JSON.parse(text)) : 'not JSON';
  if (refused !== undefined && codec.encoder.check(text) === undefined) {
    json = JSON.stringify(text);
    refused = undefined;
  }
  if (refused !== undefined) {
    if (!isJson(text)) parseExactJson(text); // throws: not valid JSON, with the position
    throw new Error(`does not match the JSON schema: ${refused}`);
  }
  return { bytes: Buffer.concat([header, Buffer.from(json, 'utf8')]), format: 'JSON_SCHEMA', ...named };
}

const INT_SIZES = {
  INT16: { bytes: 2, signed: true },
  UINT16: { bytes: 2, signed: false },
  INT32: { bytes: 4, signed: true },
  UINT32: { bytes: 4, signed: false },
  INT64: { bytes: 8, signed: true },
  UINT64: { bytes: 8, signed: false },
} as const;

/** A decimal integer in the serializer's range, big-endian (as Kafka's Short/Integer/LongSerializer). */
function integer(text: string, serializer: keyof typeof INT_SIZES): Buffer {
  const { bytes, signed } = INT_SIZES[serializer];
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) throw new Error(`'${text}' is not a whole number`);
  const n = BigInt(trimmed);
  const bits = BigInt(bytes * 8);
  const [min, max] = signed ? [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n] : [0n, 2n ** bits - 1n];
  if (n < min || n > max) throw new Error(`${n} is out of range (${min} to ${max})`);
  const buf = Buffer.alloc(bytes);
  const unsigned = n < 0n ? n + 2n ** bits : n;
  for (let i = 0; i < bytes; i++) buf[i] = Number((unsigned >> BigInt(8 * (bytes - 1 - i))) & 0xffn);
  return buf;
}

function decimal(text: string, size: 4 | 8): Buffer {
  const trimmed = text.trim();
  const n = Number(trimmed);
  if (trimmed === '' || (Number.isNaN(n) && trimmed !== 'NaN')) throw new Error(`'${text}' is not a number`);
  const buf = Buffer.alloc(size);
  if (size === 4) buf.writeFloatBE(n);
  else buf.writeDoubleBE(n);
  return buf;
}

function hex(text: string): Buffer {
  const digits = text.replace(/\s+/g, '').replace(/^0x/i, '');
  if (!/^([0-9a-f]{2})*$/i.test(digits)) throw new Error('hex needs pairs of 0-9 a-f digits');
  return Buffer.from(digits, 'hex');
}

function base64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  const buf = Buffer.from(compact, 'base64');
  const canonical = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (canonical(buf.toString('base64')) !== canonical(compact)) throw new Error('not valid base64');
  return buf;
}

function uuid(text: string): Buffer {
  const digits = text.trim().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(digits) || !/^[0-9a-f-]{32,36}$/i.test(text.trim()))
    throw new Error(`'${text}' is not a UUID (8-4-4-4-12 hex digits)`);
  return Buffer.from(digits, 'hex');
}

async function bytesFor(
  text: string,
  choice: PartChoice,
  registry: () => RegistryClient,
): Promise<Serialized> {
  const serializer = choice.serializer ?? 'AUTO';
  switch (serializer) {
    case 'AUTO':
      return choice.subject
        ? throughRegistry(text, choice, registry, true)
        : { bytes: Buffer.from(text, 'utf8'), format: 'STRING' };
    case 'SCHEMA_REGISTRY':
      return throughRegistry(text, choice, registry, true);
    case 'PROTOBUF':
      return throughRegistry(text, choice, registry, false);
    case 'STRING':
      return { bytes: Buffer.from(text, 'utf8'), format: serializer };
    case 'JSON':
      parseExactJson(text);
      return { bytes: Buffer.from(text, 'utf8'), format: serializer };
    case 'INT16':
    case 'UINT16':
    case 'INT32':
    case 'UINT32':
    case 'INT64':
    case 'UINT64':
      return { bytes: integer(text, serializer), format: serializer };
    case 'FLOAT':
      return { bytes: decimal(text, 4), format: serializer };
    case 'DOUBLE':
      return { bytes: decimal(text, 8), format: serializer };
    case 'UUID':
      return { bytes: uuid(text), format: serializer };
    case 'HEX':
      return { bytes: hex(text), format: serializer };
    case 'BASE64':
      return { bytes: base64(text), format: serializer };
    case 'MSGPACK':
      // 64-bit integers typed beyond 2^53 stay exact (int64/uint64); other numbers as msgpack-js picks.
      return {
        bytes: Buffer.from(encodeMsgpack(parseExactJson(text), { useBigInt64: true })),
        format: serializer,
      };
  }
}

/** The bytes of a key or value by the chosen serializer; a 400 naming the part when they cannot be made. */
export async function serialize(
  text: string,
  choice: PartChoice,
  registry: () => RegistryClient,
  part: 'key' | 'value',
): Promise<Serialized> {
  try {
    return await bytesFor(text, choice, registry);
  } catch (error) {
    // A registry that is down or slow keeps its 502/504; an unknown subject or version is bad input.
    if (((error as { statusCode?: number }).statusCode ?? 0) >= 500) throw error;
    const how = choice.subject
      ? `with subject '${choice.subject}'${choice.version ? ` version ${choice.version}` : ''}`
      : `as ${choice.serializer ?? 'STRING'}`;
    throw badRequest(`${part}: cannot serialise ${how}: ${(error as Error).message}`);
  }
}
