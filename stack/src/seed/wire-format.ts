// Confluent wire format: magic byte 0, 4-byte big-endian schema id, then (Protobuf only) the message-index
// array, then the payload. Pure functions, unit-tested; the console's decoders are tested against these bytes.

/** Zigzag-encoded varint, as Confluent writes the message-index array (ByteUtils.writeVarint). */
export function zigzagVarint(n: number): Buffer {
  let v = ((n << 1) ^ (n >> 31)) >>> 0;
  const bytes: number[] = [];
  while (v > 0x7f) {
    bytes.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  bytes.push(v);
  return Buffer.from(bytes);
}

/** The message-index path of the produced type within its .proto; `[0]` (the first type) is one 0 byte. */
export function protobufMessageIndexes(indexes: number[]): Buffer {
  if (indexes.length === 1 && indexes[0] === 0) return Buffer.from([0]);
  return Buffer.concat([zigzagVarint(indexes.length), ...indexes.map(zigzagVarint)]);
}

export function confluentHeader(schemaId: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0);
  header.writeUInt32BE(schemaId, 1);
  return header;
}

/** Avro and JSON Schema framing: header + payload. */
export function confluentFrame(schemaId: number, payload: Buffer): Buffer {
  return Buffer.concat([confluentHeader(schemaId), payload]);
}

/** Protobuf framing: header + message indexes + payload. */
export function confluentProtobufFrame(schemaId: number, indexes: number[], payload: Buffer): Buffer {
  return Buffer.concat([confluentHeader(schemaId), protobufMessageIndexes(indexes), payload]);
}
