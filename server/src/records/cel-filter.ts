import { setFlagsFromString } from 'node:v8';
import { type ASTNode, Environment } from '@marcbachmann/cel-js';
import type { DecodedPart } from '../decode/record-decoder.ts';
import { badRequest } from '../errors.ts';
import { headerText, type RawRecord } from './record-view.ts';

// The data tab's programmable filter (issue 14): a CEL expression compiled once per request and
// evaluated per record inside the scan, after the text filters. The evaluator is
// @marcbachmann/cel-js: it type-checks against the declared variables before any record is read
// (so a typo is a 400 naming its position, not a scan that matches nothing) and evaluated ~12x
// faster than @bufbuild/cel here. Kafbat UI's filters (`record.value.x == 1`) work unchanged.
//
// Variables: key, value (the decoded text parsed as JSON when it is JSON, else the text; null for
// null), keyAsText, valueAsText, headers (map of text, the last of repeated keys), partition,
// offset, timestamp (a timestamp), timestampMs, keySize, valueSize (bytes, -1 for null) and
// `record` (Kafbat's names). JSON numbers are doubles, as CEL reads JSON (google.protobuf.Value):
// comparisons with ints work (`value.n == 3`), arithmetic needs `int(value.n) + 1` or `value.n + 1.0`.
// A record whose evaluation fails (a missing field, a wrong type) does not match; the failures are
// counted on the filter.

const VARIABLES = {
  key: 'dyn',
  value: 'dyn',
  keyAsText: 'dyn',
  valueAsText: 'dyn',
  headers: 'map<string, string>',
  partition: 'int',
  offset: 'int',
  timestamp: 'google.protobuf.Timestamp',
  timestampMs: 'int',
  keySize: 'int',
  valueSize: 'int',
} as const;

const env = new Environment({ homogeneousAggregateLiterals: false, enableOptionalTypes: true }).registerType(
  'KafbatRecord',
  {
    fields: {
      key: 'dyn',
      value: 'dyn',
      keyAsText: 'dyn',
      valueAsText: 'dyn',
      headers: 'map<string, string>',
      partition: 'int',
      offset: 'int',
      timestampMs: 'int',
    },
  },
);
for (const [name, type] of Object.entries(VARIABLES)) env.registerVariable(name, type);
env.registerVariable('record', 'KafbatRecord');

const VARIABLE_LIST = `${Object.keys(VARIABLES).join(', ')}, record`;

/** Tells whether a key or value's decoded text is its bytes themselves (RecordDecoder.isPlainText). */
export interface PlainText {
  isPlainText(buf: Buffer): boolean;
}

/** A compiled filter; `matches` is called once per record that passed the text filters. */
export interface CelFilter {
  readonly source: string;
  /**
   * A cheap necessary condition on undecoded bytes: false when the record cannot match (a string
   * literal the expression needs is not in the key or value bytes). Bytes the decoder does not
   * read as their own text (registry framing, a chosen deserializer) are never ruled out.
   */
  mayMatch(raw: RawRecord, decoder: PlainText): boolean;
  matches(raw: RawRecord, key: DecodedPart, value: DecodedPart): boolean;
  /** Records whose evaluation failed, the first failure's message and the first failed records. */
  readonly errors: number;
  readonly firstError: string | undefined;
  readonly failedRecords: ReadonlyArray<{ partition: number; offset: number }>;
}

/** How many failed records are named, so a filter failing everywhere does not grow the events. */
const FAILED_NAMED = 10;

interface ErrorLike {
  summary?: string;
  message: string;
  range?: { start: number };
  node?: { pos?: number };
}

/** 1-based line and column of a character offset. */
function lineColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function refused(source: string, error: ErrorLike): Error {
  const summary = error.summary ?? error.message.split('\n')[0] ?? 'invalid';
  const offset = error.range?.start ?? error.node?.pos;
  const where =
    offset === undefined
      ? ''
      : ` at line ${lineColumn(source, offset).line}, column ${lineColumn(source, offset).column}`;
  const hint = /Unknown variable/.test(summary) ? ` (the variables are ${VARIABLE_LIST})` : '';
  return badRequest(`filter: ${summary}${where}${hint}`);
}

/** Compiles and type-checks `source`; a 400 naming the position when it is not a valid filter. */
export function compileCelFilter(source: string): CelFilter {
  let program: ReturnType<typeof env.parse>;
  try {
    program = env.parse(source);
  } catch (error) {
    throw refused(source, error as ErrorLike);
  }
  const checked = program.check();
  if (!checked.valid) throw refused(source, checked.error as ErrorLike);
  if (checked.type !== 'bool' && checked.type !== 'dyn') {
    throw badRequest(`filter: the expression must give true or false, it gives ${checked.type}`);
  }
  checkPatterns(source, program.ast);
  const need = needOf(program.ast);
  let errors = 0;
  let firstError: string | undefined;
  const failedRecords: Array<{ partition: number; offset: number }> = [];
  return {
    source,
    failedRecords,
    get errors() {
      return errors;
    },
    get firstError() {
      return firstError;
    },
    mayMatch(raw, decoder) {
      return need === true || satisfied(need, raw, decoder);
    },
    matches(raw, key, value) {
      // Failures are expected (a field missing in some records): no stack traces for them.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return program(new Bindings(raw, key, value)) === true;
      } catch (error) {
        errors++;
        if (failedRecords.length < FAILED_NAMED)
          failedRecords.push({ partition: raw.partition, offset: raw.offset });
        firstError ??= `${(error as Error).message.split('\n')[0]} (offset ${raw.offset} of partition ${raw.partition})`;
        return false;
      } finally {
        Error.stackTraceLimit = limit;
      }
    },
  };
}

// matches() runs on JavaScript's backtracking RegExp (the evaluator's own overload, which cannot be
// replaced): a pattern like `(a+)+$` on a crafted value would hold the event loop for minutes. With
// these V8 flags a RegExp that backtracks excessively goes on in V8's linear-time engine (same
// result, bounded time; process-wide, which only ever shortens such runs), and the `l` flag lets a
// pattern be checked for that engine. Patterns must be literals that engine accepts, which is
// RE2's syntax that CEL specifies (no backreferences or lookarounds).
setFlagsFromString('--enable-experimental-regexp-engine');
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
const LINEAR = (() => {
  const flag: string = 'l'; // V8's; TypeScript and Biome know only the standard flags
  try {
    new RegExp('a', flag);
    return flag;
  } catch {
    return '';
  }
})();

/** `matches()` patterns are checked now: a bad one is a 400, not a failure on every record. */
function checkPatterns(source: string, node: ASTNode): void {
  walk(node, (n) => {
    if (n.op !== 'rcall' || n.args[0] !== 'matches') return;
    const pattern = n.args[2][0];
    if (pattern?.op !== 'value' || typeof pattern.args !== 'string') {
      throw refused(source, {
        message: 'matches() takes a literal pattern (a quoted string)',
        range: { start: (pattern ?? n).start },
      });
    }
    try {
      new RegExp(pattern.args, LINEAR);
    } catch (error) {
      throw refused(source, { message: (error as Error).message, range: { start: pattern.start } });
    }
  });
}

function walk(node: unknown, visit: (n: ASTNode) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (node && typeof node === 'object' && 'op' in node) {
    visit(node as ASTNode);
    walk((node as ASTNode).args, visit);
  }
}

/** The variables of one record, each computed on first use (most filters read one or two). */
class Bindings {
  readonly #raw: RawRecord;
  readonly #key: DecodedPart;
  readonly #value: DecodedPart;
  #parsedKey: unknown = UNSET;
  #parsedValue: unknown = UNSET;

  constructor(raw: RawRecord, key: DecodedPart, value: DecodedPart) {
    this.#raw = raw;
    this.#key = key;
    this.#value = value;
  }
  get key(): unknown {
    if (this.#parsedKey === UNSET) this.#parsedKey = jsonOrText(this.#key.text);
    return this.#parsedKey;
  }
  get value(): unknown {
    if (this.#parsedValue === UNSET) this.#parsedValue = jsonOrText(this.#value.text);
    return this.#parsedValue;
  }
  get keyAsText(): string | null {
    return this.#key.text ?? null;
  }
  get valueAsText(): string | null {
    return this.#value.text ?? null;
  }
  get headers(): Record<string, string> {
    const headers: Record<string, string> = Object.create(null);
    for (const [k, v] of this.#raw.headers) headers[headerText(k) ?? ''] = headerText(v) ?? '';
    return headers;
  }
  get partition(): bigint {
    return BigInt(this.#raw.partition);
  }
  get offset(): bigint {
    return BigInt(this.#raw.offset);
  }
  get timestamp(): Date {
    return new Date(this.#raw.timestamp);
  }
  get timestampMs(): bigint {
    return BigInt(this.#raw.timestamp);
  }
  get keySize(): bigint {
    return BigInt(this.#raw.key?.length ?? -1);
  }
  get valueSize(): bigint {
    return BigInt(this.#raw.value?.length ?? -1);
  }
  get record() {
    return {
      key: this.key,
      value: this.value,
      keyAsText: this.keyAsText,
      valueAsText: this.valueAsText,
      headers: this.headers,
      partition: this.partition,
      offset: this.offset,
      timestampMs: this.timestampMs,
    };
  }
}

const UNSET = Symbol('unset');

/** JSON when the text is JSON (objects, arrays, numbers, strings, true/false/null), else the text. */
export function jsonOrText(text: string | undefined): unknown {
  if (text === undefined) return null;
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  // Only what can start a JSON text is tried: JSON.parse failing costs a thrown error.
  const jsonStart =
    c === 123 /* { */ ||
    c === 91 /* [ */ ||
    c === 34 /* " */ ||
    c === 45 /* - */ ||
    (c >= 48 && c <= 57) ||
    c === 116 /* t */ ||
    c === 102 /* f */ ||
    c === 110; /* n */
  if (!jsonStart) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

// The necessary condition: which string literals must appear in the key or value bytes for the
// expression to be true. `value.customer.id == 'c-7'`, `value.note.contains('x')`, `'x' in
// value.tags` need the literal's UTF-8 bytes in the value; && needs all, || one of its sides; any
// other expression needs nothing. Sound only where the decoded text is the bytes themselves and
// holds no backslash (JSON escapes could spell the literal otherwise); elsewhere records are
// evaluated.

type Part = 'key' | 'value';
type Need = true | { part: Part; bytes: Buffer } | { all: Need[] } | { any: Need[] };

const TEXT_ROOTS = new Map<string, Part>([
  ['key', 'key'],
  ['value', 'value'],
  ['keyAsText', 'key'],
  ['valueAsText', 'value'],
]);

/** The key or value a path like `value.a['b'][0]` or `record.value.a` starts from. */
function rootOf(node: ASTNode): Part | undefined {
  let n: ASTNode = node;
  for (;;) {
    if (n.op === 'id') return TEXT_ROOTS.get(n.args);
    if (n.op === '.') {
      const [target, field] = n.args;
      if (target.op === 'id' && target.args === 'record') return TEXT_ROOTS.get(field);
      n = target;
    } else if (n.op === '[]' && n.args[1].op === 'value') {
      n = n.args[0];
    } else {
      return undefined;
    }
  }
}

function literal(node: ASTNode): string | undefined {
  return node.op === 'value' && typeof node.args === 'string' && node.args.length > 0 ? node.args : undefined;
}

function needs(part: Part | undefined, text: string | undefined): Need {
  return part && text ? { part, bytes: Buffer.from(text, 'utf8') } : true;
}

export function needOf(node: ASTNode): Need {
  switch (node.op) {
    case '&&': {
      const all = node.args.map(needOf).filter((n) => n !== true);
      return all.length === 0 ? true : all.length === 1 ? (all[0] as Need) : { all };
    }
    case '||': {
      const any = node.args.map(needOf);
      return any.includes(true) ? true : { any };
    }
    case '==': {
      const [a, b] = node.args;
      return literal(b) ? needs(rootOf(a), literal(b)) : needs(rootOf(b), literal(a));
    }
    case 'in':
      return needs(rootOf(node.args[1]), literal(node.args[0]));
    case 'rcall': {
      const [name, target, args] = node.args;
      const arg = args[0];
      if ((name === 'contains' || name === 'startsWith' || name === 'endsWith') && arg) {
        return needs(rootOf(target), literal(arg));
      }
      return true;
    }
    default:
      return true;
  }
}

const BACKSLASH = 0x5c;

function satisfied(need: Need, raw: RawRecord, decoder: PlainText): boolean {
  if (need === true) return true;
  if ('all' in need) return need.all.every((n) => satisfied(n, raw, decoder));
  if ('any' in need) return need.any.some((n) => satisfied(n, raw, decoder));
  const buf = need.part === 'key' ? raw.key : raw.value;
  // A null part is null in the expression: no literal can come from it.
  if (buf === null) return false;
  if (!decoder.isPlainText(buf) || buf.includes(BACKSLASH)) return true;
  return buf.includes(need.bytes);
}
