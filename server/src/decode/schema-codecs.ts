import type { RegisteredSchema } from '../registry/registry-client.ts';
import { avroCodec } from './avro-codec.ts';
import { protobufCodec } from './protobuf-codec.ts';

// One compiled codec per registry schema: turns a Confluent payload (after the 5-byte header) into
// JSON text for display and filters, and JSON text into a payload for produce. Avro through avsc
// (avro-codec.ts), Protobuf through protobufjs (protobuf-codec.ts: .proto text or a base64
// FileDescriptorProto, message-index paths, well-known types), JSON Schema as the JSON text it is.

export interface SchemaCodec {
  /** Payload after the magic byte and id → JSON text (throws when the bytes do not fit the schema). */
  decode(payload: Buffer): string;
  /** Bytes written without the registry's framing (no Protobuf message indexes either) → JSON text. */
  decodeUnframed(bytes: Buffer, messageType?: string): string;
  /** JSON text → payload to append to the 5-byte header (message indexes included for Protobuf). */
  encode(json: string, messageType?: string): Buffer;
  /** Protobuf only: the full names of the schema's message types, in message-index order. */
  typeNames?: string[];
}

/** A schema a reference names: the reference's name (a Protobuf import path) and the schema. */
export interface ReferencedSchema {
  name: string;
  schema: RegisteredSchema;
}

function jsonSchemaCodec(): SchemaCodec {
  const decode = (payload: Buffer) => {
    const text = payload.toString('utf8');
    JSON.parse(text); // a payload that is not JSON was not written with this schema
    return text;
  };
  return {
    decode,
    decodeUnframed: decode,
    encode: (json) => Buffer.from(JSON.stringify(JSON.parse(json))),
  };
}

/** `references`: every schema the schema references, transitively, dependencies first. */
export function compileCodec(schema: RegisteredSchema, references: ReferencedSchema[] = []): SchemaCodec {
  if (schema.schemaType === 'PROTOBUF') {
    return protobufCodec(
      schema.schema,
      references.map((r) => ({ name: r.name, schema: r.schema.schema })),
    );
  }
  if (schema.schemaType === 'JSON') return jsonSchemaCodec();
  return avroCodec(
    schema.schema,
    references.filter((r) => r.schema.schemaType === 'AVRO').map((r) => r.schema.schema),
  );
}
