import protobuf from 'protobufjs';
import protojson from 'protobufjs/ext/protojson.js';
import { loadProtoFiles, type MessageTree, type ProtoSource } from './protobuf-files.ts';
import type { SchemaCodec } from './schema-codecs.ts';

// Protobuf in Confluent's wire format: after the magic byte and schema id, a message-index path
// (zigzag varints: a count, then an index per level; a single 0 byte means [0]) names which message
// type of the schema the payload is, then the payload. Shown as JSON with the schema's own field
// names in declaration order, every field (defaults too), 64-bit integers as strings, enums by name, bytes as base64,
// and the well-known types as ProtoJSON writes them (a Timestamp as an RFC 3339 string, wrappers as
// their value, Struct as the JSON object it holds), which is how they read; produce takes that JSON
// back (ProtoJSON parsing).

/** Reads one zigzag varint; returns [value, bytes read]. */
function readVarint(buf: Buffer, at: number): [number, number] {
  let result = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    if (i >= buf.length) throw new Error('truncated Protobuf message-index array');
    if (shift > 28) throw new Error('Protobuf message index too large');
    const byte = buf[i++] as number;
    result |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
    shift += 7;
  }
  return [(result >>> 1) ^ -(result & 1), i - at];
}

function writeVarint(n: number): number[] {
  let z = ((n << 1) ^ (n >> 31)) >>> 0;
  const out: number[] = [];
  while (z > 0x7f) {
    out.push((z & 0x7f) | 0x80);
    z >>>= 7;
  }
  out.push(z);
  return out;
}

const OBJECT_OPTIONS: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  bytes: String,
  defaults: true,
};

/** Types ProtoJSON writes in their own form (Any included: written with its `@type` when known). */
const WELL_KNOWN = new Set(
  [
    'Timestamp',
    'Duration',
    'FieldMask',
    'Struct',
    'Value',
    'ListValue',
    'Any',
    'Empty',
    'DoubleValue',
    'FloatValue',
    'Int64Value',
    'UInt64Value',
    'Int32Value',
    'UInt32Value',
    'BoolValue',
    'StringValue',
    'BytesValue',
  ].map((n) => `.google.protobuf.${n}`),
);

const reworked = new WeakMap<protobuf.Type, boolean>();

/**
 * Whether toObject's output of a type needs `render`: it holds a well-known type somewhere, or it
 * puts fields out of declaration order (protobufjs writes repeated and map fields first).
 */
function needsRender(type: protobuf.Type, seen = new Set<protobuf.Type>()): boolean {
  const cached = reworked.get(type);
  if (cached !== undefined) return cached;
  if (seen.has(type)) return false;
  seen.add(type);
  const fields = type.fieldsArray;
  const firstSingle = fields.findIndex((f) => !f.repeated && !f.map);
  const result =
    fields.some((f, i) => (f.repeated || f.map) && firstSingle >= 0 && i > firstSingle) ||
    fields.some((f) => {
      const t = f.resolvedType;
      return t instanceof protobuf.Type && (WELL_KNOWN.has(t.fullName) || needsRender(t, seen));
    });
  reworked.set(type, result);
  return result;
}

type Plain = Record<string, unknown>;

function wellKnown(type: protobuf.Type, message: unknown, shown: unknown): unknown {
  try {
    return protojson.toJson(type, message as Plain);
  } catch {
    return shown; // e.g. an Any of a type this schema does not know: its fields as they are
  }
}

/**
 * toObject's output of `message` (`shown`) in the schema's field order, with well-known
 * sub-messages in their ProtoJSON form.
 */
function render(type: protobuf.Type, message: Plain, shown: Plain): Plain {
  const out: Plain = {};
  for (const field of type.fieldsArray) {
    const name = field.name;
    if (!(name in shown)) continue;
    let value = shown[name];
    const t = field.resolvedType;
    const raw = message[name];
    if (t instanceof protobuf.Type && value !== null && raw !== null && raw !== undefined) {
      const known = WELL_KNOWN.has(t.fullName);
      if (known || needsRender(t)) {
        const one = (m: unknown, o: unknown) =>
          known ? wellKnown(t, m, o) : render(t, m as Plain, o as Plain);
        if (field.map) {
          const shownMap = value as Plain;
          value = Object.fromEntries(
            Object.keys(shownMap).map((k) => [k, one((raw as Plain)[k], shownMap[k])]),
          );
        } else if (field.repeated) {
          value = (value as unknown[]).map((o, i) => one((raw as unknown[])[i], o));
        } else {
          value = one(raw, value);
        }
      }
    }
    out[name] = value;
  }
  return out;
}

export interface ProtobufCodec extends SchemaCodec {
  /** Full names of every message type of the main file (nested ones too), in index order. */
  typeNames: string[];
}

function flatten(tree: MessageTree[]): string[] {
  return tree.flatMap((m) => [m.name, ...flatten(m.nested)]);
}

/** Where a type sits in the main file, as Confluent's message-index path. */
function indexPath(tree: MessageTree[], name: string): number[] | undefined {
  for (let i = 0; i < tree.length; i++) {
    const node = tree[i] as MessageTree;
    if (node.name === name) return [i];
    const below = indexPath(node.nested, name);
    if (below) return [i, ...below];
  }
  return undefined;
}

export function protobufCodec(schema: string, references: ProtoSource[]): ProtobufCodec {
  const { root, messages } = loadProtoFiles(schema, references);
  const typeNames = flatten(messages);
  const typeAt = (indexes: number[]): protobuf.Type => {
    let candidates = messages;
    let node: MessageTree | undefined;
    for (const index of indexes) {
      node = candidates[index];
      if (!node) throw new Error(`no message at index path [${indexes.join(',')}]`);
      candidates = node.nested;
    }
    if (!node) throw new Error('the schema has no message type');
    return root.lookupType(node.name);
  };
  /** A type by full name, or by a name relative to the main file's package. */
  const typeNamed = (name: string): protobuf.Type => {
    const full = typeNames.find((t) => t === name || t.endsWith(`.${name}`));
    if (!full) throw new Error(`no message type '${name}' in the schema (types: ${typeNames.join(', ')})`);
    return root.lookupType(full);
  };
  const show = (type: protobuf.Type, bytes: Buffer): string => {
    const message = type.decode(bytes);
    const shown = type.toObject(message, OBJECT_OPTIONS);
    return JSON.stringify(needsRender(type) ? render(type, message as unknown as Plain, shown) : shown);
  };
  return {
    typeNames,
    decode(payload) {
      const [count, read] = readVarint(payload, 0);
      let at = read;
      const indexes: number[] = [];
      for (let i = 0; i < count; i++) {
        const [index, n] = readVarint(payload, at);
        indexes.push(index);
        at += n;
      }
      return show(typeAt(count === 0 ? [0] : indexes), payload.subarray(at));
    },
    decodeUnframed(bytes, messageType) {
      return show(messageType ? typeNamed(messageType) : typeAt([0]), bytes);
    },
    encode(json, messageType) {
      const type = messageType ? typeNamed(messageType) : typeAt([0]);
      const path = indexPath(messages, type.fullName.slice(1)) ?? [0];
      // ProtoJSON reads exactly what decode shows (proto field names are accepted as well as
      // JSON names, 64-bit integers as strings, well-known types in their own form), and refuses
      // unknown fields and wrong types with the field's name.
      let message: protobuf.Message;
      try {
        message = protojson.fromJson(type, JSON.parse(json) as unknown);
      } catch (error) {
        throw new Error(`value does not match ${type.name}: ${(error as Error).message}`);
      }
      const indexes =
        path.length === 1 && path[0] === 0
          ? [0]
          : [...writeVarint(path.length), ...path.flatMap(writeVarint)];
      return Buffer.concat([Buffer.from(indexes), Buffer.from(type.encode(message).finish())]);
    },
  };
}
