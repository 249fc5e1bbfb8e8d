import { isUtf8 } from 'node:buffer';
import type { Deserializer } from '@console/contract';
import { decode as decodeMsgpack, ExtData } from '@msgpack/msgpack';
import { jsonText } from './json-text.ts';

// The deserializers that need no registry: bytes read as one fixed format, as Kafka's own
// serializers write them (org.apache.kafka.common.serialization: big-endian integers and IEEE 754
// floats, UUIDs as their text), plus hex, base64 and MessagePack. Each throws, with the reason,
// when the bytes cannot be that format (wrong length, not JSON, ...); the caller then shows the
// bytes as they are with that reason.

export type FixedFormat = Exclude<Deserializer, 'AUTO' | 'SCHEMA_REGISTRY' | 'PROTOBUF'>;

function sized(name: string, size: number, read: (buf: Buffer) => string) {
  return (buf: Buffer): string => {
    if (buf.length !== size) {
      throw new Error(`${name} needs ${size} bytes, the record has ${buf.length}`);
    }
    return read(buf);
  };
}

/** The shortest decimal that reads back as the same 32-bit float (as Java's Float.toString). */
function float32Text(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(x.toPrecision(digits));
    if (Math.fround(candidate) === x) return String(candidate);
  }
  return String(x);
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuid(buf: Buffer): string {
  // Kafka's UUIDSerializer writes the 36-character text; others write the 16 bytes.
  if (buf.length === 36 && UUID_TEXT.test(buf.toString('latin1')))
    return buf.toString('latin1').toLowerCase();
  if (buf.length !== 16) {
    throw new Error(`a UUID is 16 bytes or its 36-character text, the record has ${buf.length} bytes`);
  }
  const h = buf.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** MessagePack values that JSON lacks: binary as base64, timestamps as ISO text, extensions tagged. */
function msgpackJson(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return value.toISOString();
  if (value instanceof ExtData) {
    return { extensionType: value.type, data: Buffer.from(value.data as Uint8Array).toString('base64') };
  }
  if (Array.isArray(value)) return value.map(msgpackJson);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = msgpackJson(v);
    return out;
  }
  return value;
}

function json(buf: Buffer): string {
  const text = buf.toString('utf8');
  if (!isUtf8(buf)) throw new Error('not valid UTF-8, so not JSON');
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
  return text;
}

export const FIXED_FORMATS: Record<FixedFormat, (buf: Buffer) => string> = {
  STRING: (buf) => buf.toString('utf8'),
  JSON: json,
  INT16: sized('INT16', 2, (b) => String(b.readInt16BE())),
  UINT16: sized('UINT16', 2, (b) => String(b.readUInt16BE())),
  INT32: sized('INT32', 4, (b) => String(b.readInt32BE())),
  UINT32: sized('UINT32', 4, (b) => String(b.readUInt32BE())),
  INT64: sized('INT64', 8, (b) => b.readBigInt64BE().toString()),
  UINT64: sized('UINT64', 8, (b) => b.readBigUInt64BE().toString()),
  FLOAT: sized('FLOAT', 4, (b) => float32Text(b.readFloatBE())),
  DOUBLE: sized('DOUBLE', 8, (b) => String(b.readDoubleBE())),
  UUID: uuid,
  HEX: (buf) => buf.toString('hex'),
  BASE64: (buf) => buf.toString('base64'),
  MSGPACK: (buf) => {
    try {
      return jsonText(msgpackJson(decodeMsgpack(buf, { useBigInt64: true })));
    } catch (error) {
      throw new Error(`not MessagePack: ${(error as Error).message}`);
    }
  },
};
