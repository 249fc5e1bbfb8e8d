import avro from 'avsc';
import protobuf from 'protobufjs';
import type { RegisteredSchema } from '../registry/registry-client.ts';

// One compiled codec per registry schema: turns a Confluent payload (after the 5-byte header) into
// JSON text for display and filters, and JSON text into a payload for produce. Avro through avsc,
// Protobuf through protobufjs (honouring the message-index path, so records of the second type
// decode as that type), JSON Schema as the JSON text it already is.

export interface SchemaCodec {
  /** Payload after the magic byte and id → JSON text. */
  decode(payload: Buffer): string;
  /** JSON text → payload to append to the 5-byte header (message indexes included for Protobuf). */
  encode(json: string): Buffer;
}

/** JSON.stringify that writes Buffers as base64 and bigints as numbers-in-strings. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && (v as { type?: string }).type === 'Buffer' && 'data' in v) {
      return Buffer.from((v as { data: number[] }).data).toString('base64');
    }
    return v;
  });
}

function avroCodec(schema: string): SchemaCodec {
  const type = avro.Type.forSchema(JSON.parse(schema) as avro.Schema, { wrapUnions: 'auto' });
  return {
    decode: (payload) => toJson(type.fromBuffer(payload)),
    // The JSON shown on decode (nullable unions unwrapped) is what produce accepts back.
    encode(json) {
      const value: unknown = JSON.parse(json);
      const bad: string[] = [];
      if (!type.isValid(value, { errorHook: (path) => bad.push(path.join('.') || '(root)') })) {
        throw new Error(`does not match the Avro schema at ${bad.join(', ')}`);
      }
      return type.toBuffer(value);
    },
  };
}

/** Reads Confluent's zigzag varint; returns [value, bytes read]. */
function readVarint(buf: Buffer, at: number): [number, number] {
  let result = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    if (i >= buf.length) throw new Error('truncated Protobuf message-index array');
    const byte = buf[i++] as number;
    result |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
    shift += 7;
  }
  return [(result >>> 1) ^ -(result & 1), i - at];
}

function messageTypes(ns: protobuf.NamespaceBase): protobuf.Type[] {
  return ns.nestedArray.filter((n): n is protobuf.Type => n instanceof protobuf.Type);
}

/** The top-level messages of the file in declaration order (nested namespaces = the package). */
function topLevelTypes(root: protobuf.Root): protobuf.Type[] {
  let ns: protobuf.NamespaceBase = root;
  // Walk down the package path (namespaces without messages) to where the file's messages live.
  while (messageTypes(ns).length === 0) {
    const next = ns.nestedArray.find((n): n is protobuf.Namespace => n instanceof protobuf.Namespace);
    if (!next) break;
    ns = next;
  }
  return messageTypes(ns);
}

function protobufCodec(schema: string): SchemaCodec {
  const root = protobuf.parse(schema, { keepCase: true }).root;
  const top = topLevelTypes(root);
  const typeAt = (indexes: number[]): protobuf.Type => {
    let candidates = top;
    let type: protobuf.Type | undefined;
    for (const index of indexes) {
      type = candidates[index];
      if (!type) throw new Error(`no message at index path [${indexes.join(',')}]`);
      candidates = messageTypes(type);
    }
    if (!type) throw new Error('empty message-index path');
    return type;
  };
  const options = { longs: String, enums: String, bytes: String, defaults: true };
  return {
    decode(payload) {
      const [count, read] = readVarint(payload, 0);
      let at = read;
      const indexes: number[] = [];
      for (let i = 0; i < count; i++) {
        const [index, n] = readVarint(payload, at);
        indexes.push(index);
        at += n;
      }
      const type = typeAt(count === 0 ? [0] : indexes);
      return JSON.stringify(type.toObject(type.decode(payload.subarray(at)), options));
    },
    encode(json) {
      // Produce writes the first message type of the subject's schema ([0] is one 0 byte).
      const type = typeAt([0]);
      const object = JSON.parse(json) as Record<string, unknown>;
      const invalid = type.verify(object);
      if (invalid) throw new Error(`value does not match ${type.name}: ${invalid}`);
      return Buffer.concat([Buffer.from([0]), Buffer.from(type.encode(type.fromObject(object)).finish())]);
    },
  };
}

function jsonSchemaCodec(): SchemaCodec {
  return {
    decode: (payload) => payload.toString('utf8'),
    encode: (json) => Buffer.from(JSON.stringify(JSON.parse(json))),
  };
}

export function compileCodec(schema: RegisteredSchema): SchemaCodec {
  if (schema.schemaType === 'PROTOBUF') return protobufCodec(schema.schema);
  if (schema.schemaType === 'JSON') return jsonSchemaCodec();
  return avroCodec(schema.schema);
}
