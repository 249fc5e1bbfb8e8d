import { numberAt, stringAt } from './json-values.ts';

// Reads only the fields a filter uses of a JSON object in UTF-8, from the record's bytes, without
// making a string of them first (issue 17: JSON.parse was half of a decoding search's time). The
// whole text is still checked against JSON's grammar, since a text JSON.parse refuses is no object
// for the filter (it is its text); what is not used is skipped without building anything. The
// result is a pruned object: along each wanted path only the wanted keys, and at a path's end the
// value exactly as JSON.parse gives it. Anything unusual (not an object at the top, any syntax
// error, a `constructor` key along a path) gives FALLBACK, and the caller parses the whole text as
// before. Keys with escapes are decoded by JSON.parse; duplicate keys keep the last value, as
// JSON.parse does.

/** Wanted keys of one object: each to its own wanted keys, or null for the whole value there. */
export interface FieldTree {
  names: string[];
  subs: Array<FieldTree | null>;
  /** The names in UTF-8, made on first use. */
  utf8?: Buffer[];
  /**
   * Per first byte of a key: 1 when a wanted name starts with it (34, the closing quote, for the
   * empty name), so most keys are ruled out without comparing them; made on first use.
   */
  starts?: Uint8Array;
}

export const FALLBACK: unique symbol = Symbol('parse the whole text');

/** Where the last skip or pick ended; -1 when the text is not valid JSON there. */
let pos = 0;
/** Whether the last string skipped held an escape. */
let escaped = false;
/** Open containers of skipValue: 1 object, 2 array. Reused, grown as needed. */
let stack = new Uint8Array(64);

/**
 * Past JSON whitespace. Callers first test the one character themselves (`s[i] <= 32`): compact
 * JSON has none, and the call itself, not inlined into the larger readers, was a fifth of a read.
 */
function skipWs(s: Buffer, i: number): number {
  for (;;) {
    const c = s[i] as number;
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return i;
    i++;
  }
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/**
 * `i` at the opening quote; the index after the closing one, or -1. Sets `escaped` when the
 * string holds an escape (callers that care clear it first).
 */
function skipString(s: Buffer, i: number): number {
  i++;
  for (;;) {
    const c = s[i] as number;
    if (c === 34) return i + 1;
    // Also NaN, past the end.
    if (!(c >= 32) || c === 92) return escapedString(s, i);
    i++;
  }
}

function escapedString(s: Buffer, i: number): number {
  const n = s.length;
  while (i < n) {
    const c = s[i] as number;
    if (c === 34) return i + 1;
    if (c < 32) return -1;
    if (c === 92) {
      escaped = true;
      const e = s[i + 1] as number;
      if (e === 117) {
        if (!(isHex(s[i + 2] as number) && isHex(s[i + 3] as number))) return -1;
        if (!(isHex(s[i + 4] as number) && isHex(s[i + 5] as number))) return -1;
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (e !== 34 && e !== 92 && e !== 47 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116)
        return -1;
      i += 2;
      continue;
    }
    i++;
  }
  return -1;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** JSON's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
function skipNumber(s: Buffer, i: number): number {
  if ((s[i] as number) === 45) i++;
  const first = s[i] as number;
  if (first === 48) i++;
  else if (first >= 49 && first <= 57) {
    i++;
    while (isDigit(s[i] as number)) i++;
  } else return -1;
  if ((s[i] as number) === 46) {
    i++;
    if (!isDigit(s[i] as number)) return -1;
    while (isDigit(s[i] as number)) i++;
  }
  const e = s[i] as number;
  if (e === 101 || e === 69) {
    i++;
    const sign = s[i] as number;
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(s[i] as number)) return -1;
    while (isDigit(s[i] as number)) i++;
  }
  return i;
}

function skipWord(s: Buffer, i: number, word: string): number {
  for (let j = 0; j < word.length; j++) if ((s[i + j] as number) !== word.charCodeAt(j)) return -1;
  return i + word.length;
}

/** A scalar at `i` (not an object or array): its end, or -1. */
function skipScalar(s: Buffer, i: number): number {
  const c = s[i] as number;
  if (c === 34) return skipString(s, i);
  if (c === 45 || isDigit(c)) return skipNumber(s, i);
  if (c === 116) return skipWord(s, i, 'true');
  if (c === 102) return skipWord(s, i, 'false');
  if (c === 110) return skipWord(s, i, 'null');
  return -1;
}

/** Any value at `i` (no whitespace before it), nested ones without recursion: its end, or -1. */
function skipValue(s: Buffer, i: number): number {
  let depth = 0;
  for (;;) {
    // A value starts at i.
    const c = s[i] as number;
    if (c === 123 || c === 91) {
      i = i + 1;
      if ((s[i] as number) <= 32) i = skipWs(s, i);
      const close = s[i] as number;
      if (close === (c === 123 ? 125 : 93)) {
        i++;
      } else {
        if (depth === stack.length) {
          const grown = new Uint8Array(depth * 2);
          grown.set(stack);
          stack = grown;
        }
        stack[depth++] = c === 123 ? 1 : 2;
        if (c === 123) {
          i = memberValue(s, i);
          if (i < 0) return -1;
        }
        continue;
      }
    } else {
      i = skipScalar(s, i);
      if (i < 0) return -1;
    }
    // After a value: close containers, or go on to the next member or element.
    for (;;) {
      if (depth === 0) return i;
      if ((s[i] as number) <= 32) i = skipWs(s, i);
      const next = s[i] as number;
      const inObject = stack[depth - 1] === 1;
      if (next === 44) {
        i = i + 1;
        if ((s[i] as number) <= 32) i = skipWs(s, i);
        if (inObject) {
          i = memberValue(s, i);
          if (i < 0) return -1;
        }
        break;
      }
      if (next !== (inObject ? 125 : 93)) return -1;
      depth--;
      i++;
    }
  }
}

/** `i` at a member's key: the start of its value, or -1. */
function memberValue(s: Buffer, i: number): number {
  if ((s[i] as number) !== 34) return -1;
  i = skipString(s, i);
  if (i < 0) return -1;
  if ((s[i] as number) <= 32) i = skipWs(s, i);
  if ((s[i] as number) !== 58) return -1;
  return skipWs(s, i + 1);
}

/** The value spanning start..end (already checked), as JSON.parse gives it. */
function valueAt(s: Buffer, start: number, end: number, plainString: boolean): unknown {
  const c = s[start] as number;
  if (c === 34 && plainString) return stringAt(s, start + 1, end - 1);
  if (c === 116) return true;
  if (c === 102) return false;
  if (c === 110) return null;
  if (c === 123 || c === 91 || c === 34) return JSON.parse(s.toString('utf8', start, end));
  return numberAt(s, start, end);
}

/** Index of the wanted key whose UTF-8 is s[from..to) (no escapes in it), or -1. */
function wantedAt(tree: FieldTree, s: Buffer, from: number, to: number): number {
  tree.utf8 ??= tree.names.map((name) => Buffer.from(name, 'utf8'));
  const keys = tree.utf8;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as Buffer;
    if (key.length !== to - from) continue;
    let j = 0;
    while (j < key.length && key[j] === s[from + j]) j++;
    if (j === key.length) return k;
  }
  return -1;
}

function startsOf(tree: FieldTree): Uint8Array {
  const starts = new Uint8Array(256);
  for (const name of tree.names) starts[Buffer.from(name, 'utf8')[0] ?? 34] = 1;
  tree.starts = starts;
  return starts;
}

const CONSTRUCTOR = Buffer.from('constructor');
const UNWANTED_CONSTRUCTOR = -2;

function isConstructor(s: Buffer, from: number, to: number): boolean {
  if (to - from !== CONSTRUCTOR.length) return false;
  for (let j = 0; j < CONSTRUCTOR.length; j++) if (s[from + j] !== CONSTRUCTOR[j]) return false;
  return true;
}

/** wantedAt() of a key with escapes (s[from..to) with its quotes); UNWANTED_CONSTRUCTOR for `constructor`. */
function escapedKeyAt(tree: FieldTree, s: Buffer, from: number, to: number): number {
  const name = JSON.parse(s.toString('utf8', from, to)) as string;
  const k = tree.names.indexOf(name);
  return k < 0 && name === 'constructor' ? UNWANTED_CONSTRUCTOR : k;
}

/** `i` at '{': the pruned object; `pos` is set to the end (-1 when the text is not valid JSON). */
function pickObject(s: Buffer, i: number, tree: FieldTree): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const starts = tree.starts ?? startsOf(tree);
  i = i + 1;
  if ((s[i] as number) <= 32) i = skipWs(s, i);
  if ((s[i] as number) === 125) {
    pos = i + 1;
    return out;
  }
  for (;;) {
    if ((s[i] as number) !== 34) return fail();
    escaped = false;
    const keyEnd = skipString(s, i);
    if (keyEnd < 0) return fail();
    const k = escaped
      ? escapedKeyAt(tree, s, i, keyEnd)
      : starts[s[i + 1] as number] === 1
        ? wantedAt(tree, s, i + 1, keyEnd - 1)
        : -1;
    // The CEL evaluator refuses an object with its own `constructor` key (it takes it for a class
    // instance); pruned, the object would lose the key: the caller parses it whole instead.
    if (k === UNWANTED_CONSTRUCTOR || (k < 0 && isConstructor(s, i + 1, keyEnd - 1))) return fail();
    i = keyEnd;
    if ((s[i] as number) <= 32) i = skipWs(s, i);
    if ((s[i] as number) !== 58) return fail();
    i = i + 1;
    if ((s[i] as number) <= 32) i = skipWs(s, i);
    if (k < 0) {
      // Most values are strings: skipped here, without skipValue's call.
      i = (s[i] as number) === 34 ? skipString(s, i) : skipValue(s, i);
      if (i < 0) return fail();
    } else {
      const sub = tree.subs[k] as FieldTree | null;
      const name = tree.names[k] as string;
      if (sub !== null && (s[i] as number) === 123) {
        const child = pickObject(s, i, sub);
        if (pos < 0) return undefined;
        out[name] = child;
        i = pos;
      } else {
        escaped = false;
        const end = skipValue(s, i);
        if (end < 0) return fail();
        out[name] = valueAt(s, i, end, !escaped);
        i = end;
      }
    }
    if ((s[i] as number) <= 32) i = skipWs(s, i);
    const next = s[i] as number;
    if (next === 125) {
      pos = i + 1;
      return out;
    }
    if (next !== 44) return fail();
    i = i + 1;
    if ((s[i] as number) <= 32) i = skipWs(s, i);
  }
}

function fail(): undefined {
  pos = -1;
  return undefined;
}

/**
 * What JSON.parse of the UTF-8 `text` would give, pruned to `tree`; FALLBACK when the text is
 * not a valid JSON object (or an object along the tree has a `constructor` key it does not want).
 */
export function pickJson(text: Buffer, tree: FieldTree): Record<string, unknown> | typeof FALLBACK {
  const start = skipWs(text, 0);
  if (text[start] !== 123) return FALLBACK;
  const out = pickObject(text, start, tree);
  if (out === undefined || pos < 0 || skipWs(text, pos) !== text.length) return FALLBACK;
  return out;
}
