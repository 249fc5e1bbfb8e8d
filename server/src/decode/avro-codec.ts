import avro from 'avsc';
import { jsonText, parseExact } from './json-text.ts';
import type { SchemaCodec } from './schema-codecs.ts';

// Avro through avsc. Two things avsc does not do by itself:
// - `long` is read exactly: avsc's default refuses values beyond 2^53 ("potential precision loss")
//   and the whole record became unreadable. Longs here are numbers while they are safe integers
//   and bigints beyond, written to JSON as the exact digits (json-text.ts).
// - Schema references: the named types of referenced subjects are declared first, in the same
//   avsc registry, so the main schema can use them by name.

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function toBigInt(n: unknown): bigint {
  if (typeof n === 'bigint') return n;
  if (typeof n === 'number' && Number.isInteger(n)) return BigInt(n);
  if (typeof n === 'string' && /^-?\d+$/.test(n)) return BigInt(n);
  throw new Error(`not a long: ${String(n)}`);
}

const isLong = (n: unknown) =>
  (typeof n === 'bigint' && n >= -(1n << 63n) && n < 1n << 63n) ||
  (typeof n === 'number' && Number.isSafeInteger(n));

/** avsc's long as a safe-integer number or, beyond 2^53, a bigint: nothing is ever rounded. */
const exactLong = avro.types.LongType.__with({
  fromBuffer(buf: Buffer): number | bigint {
    const n = buf.readBigInt64LE();
    return n >= MIN_SAFE && n <= MAX_SAFE ? Number(n) : n;
  },
  toBuffer(n: unknown): Buffer {
    const buf = Buffer.alloc(8);
    buf.writeBigInt64LE(toBigInt(n));
    return buf;
  },
  fromJSON(n: unknown): number | bigint {
    const big = toBigInt(n);
    return big >= MIN_SAFE && big <= MAX_SAFE ? Number(big) : big;
  },
  toJSON: (n: number | bigint) => n,
  isValid: isLong,
  compare: (a: number | bigint, b: number | bigint) => {
    const x = toBigInt(a);
    const y = toBigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  },
});

/** `dependencies`: the Avro text of every referenced schema, dependencies before dependents. */
export function avroCodec(schema: string, dependencies: string[] = []): SchemaCodec {
  const registry: Record<string, avro.Type> = { long: exactLong };
  const options = { wrapUnions: 'auto' as const, registry };
  for (const dependency of dependencies) avro.Type.forSchema(JSON.parse(dependency) as avro.Schema, options);
  const type = avro.Type.forSchema(JSON.parse(schema) as avro.Schema, options);
  const decode = (payload: Buffer) => jsonText(type.fromBuffer(payload));
  return {
    decode,
    decodeUnframed: (bytes) => decode(bytes),
    // The JSON shown on decode (nullable unions unwrapped) is what produce accepts back.
    encode(json) {
      const value = parseExact(json);
      const bad: string[] = [];
      if (!type.isValid(value, { errorHook: (path) => bad.push(path.join('.') || '(root)') })) {
        throw new Error(`does not match the Avro schema at ${bad.join(', ')}`);
      }
      return type.toBuffer(value);
    },
  };
}
