import { setFlagsFromString } from 'node:v8';
import { type ASTNode, Environment } from '@marcbachmann/cel-js';
import type { DecodedPart } from '../decode/record-decoder.ts';
import { badRequest } from '../errors.ts';
import { Bindings } from './cel-bindings.ts';
import { type Direct, directOf } from './cel-direct.ts';
import { fieldsOf, type PartFields } from './cel-fields.ts';
import { type Need, needOf, type PlainText, satisfied } from './cel-precheck.ts';
import type { RawRecord } from './record-view.ts';

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

export { jsonOrText } from './cel-bindings.ts';
export type { PlainText } from './cel-precheck.ts';

/** A compiled filter; `matches` is called once per record that passed the text filters. */
export interface CelFilter {
  readonly source: string;
  /**
   * A cheap necessary condition on undecoded bytes: false when the record cannot match (a string
   * literal the expression needs is not in the key or value bytes). Bytes the decoder does not
   * read as their own text (registry framing, a chosen deserializer) are never ruled out. It may
   * pass a record unchecked: the next matches() then checks it where that changes the answer.
   */
  mayMatch(raw: RawRecord, decoder: PlainText): boolean;
  matches(raw: RawRecord, key: DecodedPart, value: DecodedPart): boolean;
  /** Records whose evaluation failed, the first failure's message and the first failed records. */
  readonly errors: number;
  readonly firstError: string | undefined;
  readonly failedRecords: ReadonlyArray<{ partition: number; offset: number }>;
  /**
   * Counts failures seen elsewhere (a scan worker's copy of this filter), as if they were its own:
   * `count` more errors, the first one's message, and the first failed records in order.
   */
  absorb(
    count: number,
    first: string | undefined,
    records: ReadonlyArray<{ partition: number; offset: number }>,
  ): void;
}

/** How many failed records are named, so a filter failing everywhere does not grow the events. */
const FAILED_NAMED = 10;

/**
 * The byte pre-check pays when it rules records out. When it passes nearly every record (a literal
 * every value holds, bench/filter's celField: a tenth of the scan in `Buffer.includes`), it is
 * skipped for the next DEFERRED records, then measured again on SAMPLE records. A skipped check
 * is made only where it can change the answer: on a match or a failed evaluation, which it would
 * have prevented. So matches, error counts and first errors stay those of checking first.
 */
const SAMPLE = 256;
const PASSING = SAMPLE - SAMPLE / 16;
const DEFERRED = 4096;

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

interface Compiled {
  program: ReturnType<typeof env.parse>;
  need: Need;
  /** The fields of the key and value it reads: only those are built of JSON objects. */
  fields: PartFields;
  /** Its answer for the usual record without the evaluator, when it is simple enough (cel-direct.ts). */
  direct: Direct | undefined;
}

/** Parsed and checked expressions of this thread by source: a scan worker sees the same few again and again. */
const compiled = new Map<string, Compiled>();

function compile(source: string): Compiled {
  const known = compiled.get(source);
  if (known) return known;
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
  const entry = {
    program,
    need: needOf(program.ast),
    fields: fieldsOf(program.ast),
    direct: directOf(program.ast),
  };
  if (compiled.size >= 32) compiled.delete(compiled.keys().next().value as string);
  compiled.set(source, entry);
  return entry;
}

/**
 * Compiles and type-checks `source`; a 400 naming the position when it is not a valid filter.
 * `whole`: parse every JSON key and value whole and evaluate every record (tests compare the field
 * reader and the direct answers with it).
 */
export function compileCelFilter(source: string, whole = false): CelFilter {
  const compiled = compile(source);
  const { program, need } = compiled;
  const fields = whole ? {} : compiled.fields;
  const direct = whole ? undefined : compiled.direct;
  let errors = 0;
  let firstError: string | undefined;
  const failedRecords: Array<{ partition: number; offset: number }> = [];
  let sampled = 0;
  let passed = 0;
  let deferring = 0;
  /** The decoder of the record whose pre-check mayMatch() skipped, for matches() to make it. */
  let deferred: PlainText | undefined;
  /** Whether the record may count as a match or a failure: its skipped pre-check, made now. */
  const holds = (raw: RawRecord, decoder: PlainText | undefined) =>
    decoder === undefined || satisfied(need, raw, decoder);
  return {
    source,
    failedRecords,
    get errors() {
      return errors;
    },
    get firstError() {
      return firstError;
    },
    absorb(count, first, records) {
      errors += count;
      firstError ??= first;
      for (const r of records) if (failedRecords.length < FAILED_NAMED) failedRecords.push(r);
    },
    mayMatch(raw, decoder) {
      if (need === true) return true;
      if (deferring > 0) {
        deferring--;
        deferred = decoder;
        return true;
      }
      deferred = undefined;
      const ok = satisfied(need, raw, decoder);
      if (ok) passed++;
      if (++sampled === SAMPLE) {
        if (passed >= PASSING) deferring = DEFERRED;
        sampled = 0;
        passed = 0;
      }
      return ok;
    },
    matches(raw, key, value) {
      const later = deferred;
      deferred = undefined;
      const bindings = new Bindings(raw, key, value, fields);
      const answer = direct?.(bindings);
      if (answer !== undefined) return answer && holds(raw, later);
      // Failures are expected (a field missing in some records): no stack traces for them.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return program(bindings) === true && holds(raw, later);
      } catch (error) {
        if (!holds(raw, later)) return false;
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
