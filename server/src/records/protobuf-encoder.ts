import type protobuf from 'protobufjs';
import protojson from 'protobufjs/ext/protojson.js';
import { loadProtoFiles, type MessageTree, type ProtoSource } from '../decode/protobuf-files.ts';

// JSON → Protobuf through a registry schema, for produce: the chosen message type (any top-level
// or nested message of the schema's file, by full or simple name; the first one by default), with
// Confluent's message-index path telling readers which type it is. The JSON is read as ProtoJSON,
// strictly: an unknown field is refused with its name (protobufjs's fromObject drops what it does
// not know, and JSON for the second type used to write an empty first-type message). That takes
// what the console shows when decoding: the schema's field names, 64-bit integers as strings or
// exact numbers, enums by name, bytes as base64, well-known types in their ProtoJSON form. The
// files (text or base64 descriptors, imports, references) are loaded as the decoder loads them.

export interface ProtobufEncoder {
  /** Full names of the file's messages, top-level and nested, in index order. */
  types: string[];
  /** Full name of the type written for `name` (default: the first); throws when there is none. */
  resolve(name: string | null | undefined): string;
  /** The message body, and Confluent's message-index path of its type. */
  encode(value: unknown, typeName: string): { body: Buffer; indexes: number[] };
}

/** 64-bit integers typed beyond 2^53 arrive as bigints (exact-json.ts); ProtoJSON takes digit strings. */
function withoutBigints(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(withoutBigints);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutBigints(v)]));
  return value;
}

/** Compiles a schema and the files it references for produce. */
export function protobufEncoder(schema: string, references: ProtoSource[] = []): ProtobufEncoder {
  const { root, messages } = loadProtoFiles(schema, references);
  const paths = new Map<string, number[]>();
  const walk = (trees: MessageTree[], prefix: number[]) =>
    trees.forEach((tree, i) => {
      paths.set(tree.name, [...prefix, i]);
      walk(tree.nested, [...prefix, i]);
    });
  walk(messages, []);
  const types = [...paths.keys()];
  if (types.length === 0) throw new Error('the schema has no message type');
  const resolve = (name: string | null | undefined): string => {
    const wanted = name?.trim().replace(/^\./, '');
    if (!wanted) return types[0] as string;
    if (paths.has(wanted)) return wanted;
    const matches = types.filter((t) => t.endsWith(`.${wanted}`));
    if (matches.length === 1) return matches[0] as string;
    throw new Error(
      `${matches.length > 1 ? 'more than one' : 'no'} message type '${wanted}' in the schema (types: ${types.join(', ')})`,
    );
  };
  return {
    types,
    resolve,
    encode(value, typeName) {
      const full = resolve(typeName);
      const type = root.lookupType(full);
      let message: protobuf.Message;
      try {
        message = protojson.fromJson(type, withoutBigints(value));
      } catch (error) {
        const why = (error as Error).message.replace(`.${full}: `, '');
        throw new Error(`does not match the Protobuf type ${full}: ${why}`);
      }
      return { body: Buffer.from(type.encode(message).finish()), indexes: paths.get(full) as number[] };
    },
  };
}

/** Confluent's message-index path: [0] is one 0 byte, else a zigzag-varint count then the indexes. */
export function messageIndexBytes(indexes: number[]): Buffer {
  if (indexes.length === 1 && indexes[0] === 0) return Buffer.from([0]);
  const bytes: number[] = [];
  for (const n of [indexes.length, ...indexes]) {
    let zigzag = ((n << 1) ^ (n >> 31)) >>> 0;
    while (zigzag > 0x7f) {
      bytes.push((zigzag & 0x7f) | 0x80);
      zigzag >>>= 7;
    }
    bytes.push(zigzag);
  }
  return Buffer.from(bytes);
}
