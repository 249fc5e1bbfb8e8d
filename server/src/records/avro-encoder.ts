import avro from 'avsc';

// JSON → Avro binary through a registry schema, accepting what the console shows when it decodes
// (so "copy a record, produce it again" writes the same bytes): bytes and fixed as base64 (the
// display), longs as exact integers or digit strings (beyond 2^53 too), nullable unions unwrapped or
// in Avro's own `{"branch": value}` form. Fields left out take their schema default. Errors name
// the path of the first value that does not fit.

/** Longs as bigint, so 64-bit values are written exactly. */
const bigLong = avro.types.LongType.__with({
  fromBuffer: (buf: Buffer) => buf.readBigInt64LE(),
  toBuffer: (n: bigint) => {
    const buf = Buffer.alloc(8);
    buf.writeBigInt64LE(n);
    return buf;
  },
  fromJSON: (x: unknown) => BigInt(x as string),
  toJSON: (n: bigint) => Number(n),
  isValid: (n: unknown) => typeof n === 'bigint',
  compare: (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1),
});

export interface AvroEncoder {
  /** Whether a bare JSON string is a value of this schema (a plain key for a `"string"` subject). */
  takesString: boolean;
  /** A parsed JSON value → the Avro binary body (after Confluent's 5-byte header). */
  encode(value: unknown): Buffer;
}

class Mismatch extends Error {}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

function at(path: string[]): string {
  return path.length === 0 ? 'the top level' : `'${path.join('.')}'`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'bigint') return `the number ${value}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function fail(type: avro.Type, value: unknown, path: string[]): never {
  const name = (type as { name?: string }).name ?? type.typeName.replace(/^abstract:/, '');
  throw new Mismatch(`at ${at(path)}: ${describe(value)} is not an Avro ${name}`);
}

/** Strict base64 (what the console shows for bytes), else Avro's JSON form (one char per byte). */
function bytesOf(text: string): Buffer | undefined {
  const base64 = Buffer.from(text, 'base64');
  if (base64.toString('base64') === text) return base64;
  return [...text].every((c) => c.charCodeAt(0) <= 0xff) ? Buffer.from(text, 'latin1') : undefined;
}

function toLong(value: unknown): bigint | undefined {
  let n: bigint | undefined;
  if (typeof value === 'bigint') n = value;
  else if (typeof value === 'number' && Number.isInteger(value)) n = BigInt(value);
  else if (typeof value === 'string' && /^-?\d+$/.test(value)) n = BigInt(value);
  return n !== undefined && n >= INT64.min && n <= INT64.max ? n : undefined;
}

function convert(type: avro.Type, value: unknown, path: string[]): unknown {
  const t = type as unknown as Record<string, unknown> & avro.Type;
  switch (type.typeName) {
    case 'null':
      if (value !== null) fail(type, value, path);
      return null;
    case 'boolean':
      if (typeof value !== 'boolean') fail(type, value, path);
      return value;
    case 'int': {
      const n = typeof value === 'bigint' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < INT32.min || n > INT32.max)
        fail(type, value, path);
      return n;
    }
    case 'abstract:long': {
      const n = toLong(value);
      if (n === undefined) fail(type, value, path);
      return n;
    }
    case 'float':
    case 'double':
      if (typeof value === 'bigint') return Number(value);
      if (typeof value !== 'number') fail(type, value, path);
      return value;
    case 'string':
      if (typeof value !== 'string') fail(type, value, path);
      return value;
    case 'bytes':
    case 'fixed': {
      const buf = typeof value === 'string' ? bytesOf(value) : undefined;
      if (!buf) fail(type, value, path);
      const size = t.size as number | undefined;
      if (size !== undefined && buf.length !== size)
        throw new Mismatch(`at ${at(path)}: ${buf.length} bytes given, the fixed type holds ${size}`);
      return buf;
    }
    case 'enum':
      if (typeof value !== 'string' || !(t.symbols as string[]).includes(value)) fail(type, value, path);
      return value;
    case 'array':
      if (!Array.isArray(value)) fail(type, value, path);
      return value.map((v, i) => convert(t.itemsType as avro.Type, v, [...path, String(i)]));
    case 'map': {
      if (!isObject(value)) fail(type, value, path);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value))
        out[k] = convert(t.valuesType as avro.Type, v, [...path, k]);
      return out;
    }
    case 'record':
    case 'error':
      return record(type, value, path);
    case 'union:unwrapped':
    case 'union:wrapped':
      return union(type, value, path);
    default:
      // Logical types are read as their underlying type (no logical types are registered).
      return convert((t.underlyingType as avro.Type | undefined) ?? fail(type, value, path), value, path);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(type: avro.Type, value: unknown, path: string[]): Record<string, unknown> {
  if (!isObject(value)) fail(type, value, path);
  const fields = (
    type as unknown as { fields: Array<{ name: string; type: avro.Type; defaultValue(): unknown }> }
  ).fields;
  const names = new Set(fields.map((f) => f.name));
  const unknown = Object.keys(value).find((k) => !names.has(k));
  if (unknown !== undefined) {
    throw new Mismatch(
      `at ${at([...path, unknown])}: '${(type as { name?: string }).name}' has no field '${unknown}' (fields: ${[...names].join(', ')})`,
    );
  }
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.name in value) out[field.name] = convert(field.type, value[field.name], [...path, field.name]);
    else {
      const fallback = field.defaultValue();
      if (fallback === undefined) throw new Mismatch(`at ${at([...path, field.name])}: the field is missing`);
      out[field.name] = fallback;
    }
  }
  return out;
}

/** A bare value (the first branch that takes it) or `{"<branch>": value}`, in the union's own form. */
function union(type: avro.Type, value: unknown, path: string[]): unknown {
  const branches = (type as unknown as { types: avro.Type[] }).types;
  const wrapped = type.typeName === 'union:wrapped';
  const wrap = (branch: avro.Type, v: unknown) =>
    wrapped && v !== null ? { [branch.branchName as string]: v } : v;
  if (isObject(value)) {
    const keys = Object.keys(value);
    const named = keys.length === 1 ? branches.find((b) => b.branchName === keys[0]) : undefined;
    if (named) return wrap(named, convert(named, value[keys[0] as string], [...path, keys[0] as string]));
  }
  const reasons: string[] = [];
  for (const branch of branches) {
    try {
      return wrap(branch, convert(branch, value, path));
    } catch (error) {
      if (!(error instanceof Mismatch)) throw error;
      reasons.push(error.message);
    }
  }
  throw new Mismatch(
    `at ${at(path)}: ${describe(value)} fits no branch of the union [${branches.map((b) => b.branchName).join(', ')}]` +
      (reasons.length === 1
        ? ''
        : ` (${reasons.filter((r) => !r.endsWith('is not an Avro null')).join('; ')})`),
  );
}

/** Compiles a registry's Avro schema for produce. */
/** `dependencies`: the Avro text of every referenced schema, dependencies first. */
export function avroEncoder(schema: string, dependencies: string[] = []): AvroEncoder {
  // Referenced named types are declared first, in the same registry, so the schema can name them.
  // Every long (`{"type": "long", "logicalType": ...}` too, which the registry entry misses) is bigLong.
  const typeHook = (schema: unknown) =>
    typeof schema === 'object' && schema !== null && (schema as { type?: unknown }).type === 'long'
      ? bigLong
      : undefined;
  const options = {
    wrapUnions: 'auto',
    registry: { long: bigLong },
    typeHook,
  } as unknown as Partial<avro.ForSchemaOptions>;
  for (const dependency of dependencies) avro.Type.forSchema(JSON.parse(dependency) as avro.Schema, options);
  const type = avro.Type.forSchema(JSON.parse(schema) as avro.Schema, options);
  const takesString = (() => {
    try {
      convert(type, '', []);
      return true;
    } catch {
      return false;
    }
  })();
  return {
    takesString,
    encode(value) {
      try {
        return type.toBuffer(convert(type, value, []));
      } catch (error) {
        if (error instanceof Mismatch) throw new Error(`does not match the Avro schema ${error.message}`);
        throw error;
      }
    },
  };
}
