// JSON text of decoded values. Bigints (Avro longs beyond 2^53, MessagePack 64-bit integers) are
// written as the exact digits, a JSON number no digit of which is lost (JSON.rawJSON); Buffers
// (Avro bytes and fixed, MessagePack binary) as base64.

/** Node 21+ (V8's JSON.parse source text access); TypeScript's ES2024 lib does not declare it yet. */
const rawJSON = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

function replacer(_key: string, v: unknown): unknown {
  if (typeof v === 'bigint') return rawJSON(v.toString());
  if (v && typeof v === 'object' && (v as { type?: string }).type === 'Buffer' && 'data' in v) {
    return Buffer.from((v as { data: number[] }).data).toString('base64');
  }
  return v;
}

export function jsonText(value: unknown): string {
  return JSON.stringify(value, replacer);
}

/** JSON.parse that keeps integers beyond 2^53 exact, as bigints (produce of what decode showed). */
export function parseExact(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context?.source !== undefined &&
    /^-?\d+$/.test(context.source)
      ? BigInt(context.source)
      : value,
  );
}
