// Reads only the fields a filter uses of a JSON object text (issue 17: JSON.parse was half of a
// decoding search's time). The whole text is still checked against JSON's grammar, since a text
// JSON.parse refuses is no object at all for the filter (it is its text); what is not used is
// skipped without building anything. The result is a pruned object: along each wanted path only
// the wanted keys, and at a path's end the value exactly as JSON.parse gives it. Anything unusual
// (not an object at the top, any syntax error) gives FALLBACK, and the caller
// parses the whole text as before. Keys with escapes are decoded by JSON.parse; duplicate keys
// keep the last value, as JSON.parse does.

/** Wanted keys of one object: each to its own wanted keys, or null for the whole value there. */
export interface FieldTree {
  names: string[];
  subs: Array<FieldTree | null>;
}

export const FALLBACK: unique symbol = Symbol('parse the whole text');

/** Where the last skip or pick ended; -1 when the text is not valid JSON there. */
let pos = 0;
/** Whether the last string skipped held an escape. */
let escaped = false;
/** Open containers of skipValue: 1 object, 2 array. Reused, grown as needed. */
let stack = new Uint8Array(64);

/** Past JSON whitespace; called where compact JSON has none, so it first looks at one character. */
function skipWs(s: string, i: number): number {
  if (s.charCodeAt(i) > 32) return i;
  for (;;) {
    const c = s.charCodeAt(i);
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
function skipString(s: string, i: number): number {
  i++;
  for (;;) {
    const c = s.charCodeAt(i);
    if (c === 34) return i + 1;
    // Also NaN, past the end.
    if (!(c >= 32) || c === 92) return escapedString(s, i);
    i++;
  }
}

function escapedString(s: string, i: number): number {
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c < 32) return -1;
    if (c === 92) {
      escaped = true;
      const e = s.charCodeAt(i + 1);
      if (e === 117) {
        if (!(isHex(s.charCodeAt(i + 2)) && isHex(s.charCodeAt(i + 3)))) return -1;
        if (!(isHex(s.charCodeAt(i + 4)) && isHex(s.charCodeAt(i + 5)))) return -1;
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
function skipNumber(s: string, i: number): number {
  if (s.charCodeAt(i) === 45) i++;
  const first = s.charCodeAt(i);
  if (first === 48) i++;
  else if (first >= 49 && first <= 57) {
    i++;
    while (isDigit(s.charCodeAt(i))) i++;
  } else return -1;
  if (s.charCodeAt(i) === 46) {
    i++;
    if (!isDigit(s.charCodeAt(i))) return -1;
    while (isDigit(s.charCodeAt(i))) i++;
  }
  const e = s.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = s.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(s.charCodeAt(i))) return -1;
    while (isDigit(s.charCodeAt(i))) i++;
  }
  return i;
}

function skipWord(s: string, i: number, word: string): number {
  return s.startsWith(word, i) ? i + word.length : -1;
}

/** A scalar at `i` (not an object or array): its end, or -1. */
function skipScalar(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === 34) return skipString(s, i);
  if (c === 45 || isDigit(c)) return skipNumber(s, i);
  if (c === 116) return skipWord(s, i, 'true');
  if (c === 102) return skipWord(s, i, 'false');
  if (c === 110) return skipWord(s, i, 'null');
  return -1;
}

/** Any value at `i` (no whitespace before it), nested ones without recursion: its end, or -1. */
function skipValue(s: string, i: number): number {
  let depth = 0;
  for (;;) {
    // A value starts at i.
    const c = s.charCodeAt(i);
    if (c === 123 || c === 91) {
      i = skipWs(s, i + 1);
      const close = s.charCodeAt(i);
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
      i = skipWs(s, i);
      const next = s.charCodeAt(i);
      const inObject = stack[depth - 1] === 1;
      if (next === 44) {
        i = skipWs(s, i + 1);
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
function memberValue(s: string, i: number): number {
  if (s.charCodeAt(i) !== 34) return -1;
  i = skipString(s, i);
  if (i < 0) return -1;
  i = skipWs(s, i);
  if (s.charCodeAt(i) !== 58) return -1;
  return skipWs(s, i + 1);
}

/** The value spanning start..end (already checked), as JSON.parse gives it. */
function valueAt(s: string, start: number, end: number, plainString: boolean): unknown {
  const c = s.charCodeAt(start);
  if (c === 34 && plainString) return s.slice(start + 1, end - 1);
  if (c === 116) return true;
  if (c === 102) return false;
  if (c === 110) return null;
  return JSON.parse(s.slice(start, end));
}

/** Index of the wanted key whose text is s[from..to) (no escapes in it), or -1. */
function wantedAt(tree: FieldTree, s: string, from: number, to: number): number {
  const names = tree.names;
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as string;
    if (name.length !== to - from) continue;
    let j = 0;
    while (j < name.length && name.charCodeAt(j) === s.charCodeAt(from + j)) j++;
    if (j === name.length) return k;
  }
  return -1;
}

/** `i` at '{': the pruned object; `pos` is set to the end (-1 when the text is not valid JSON). */
function pickObject(s: string, i: number, tree: FieldTree): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === 125) {
    pos = i + 1;
    return out;
  }
  for (;;) {
    if (s.charCodeAt(i) !== 34) return fail();
    escaped = false;
    const keyEnd = skipString(s, i);
    if (keyEnd < 0) return fail();
    const k = escaped
      ? tree.names.indexOf(JSON.parse(s.slice(i, keyEnd)) as string)
      : wantedAt(tree, s, i + 1, keyEnd - 1);
    i = skipWs(s, keyEnd);
    if (s.charCodeAt(i) !== 58) return fail();
    i = skipWs(s, i + 1);
    if (k < 0) {
      i = skipValue(s, i);
      if (i < 0) return fail();
    } else {
      const sub = tree.subs[k] as FieldTree | null;
      const name = tree.names[k] as string;
      if (sub !== null && s.charCodeAt(i) === 123) {
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
    i = skipWs(s, i);
    const next = s.charCodeAt(i);
    if (next === 125) {
      pos = i + 1;
      return out;
    }
    if (next !== 44) return fail();
    i = skipWs(s, i + 1);
  }
}

function fail(): undefined {
  pos = -1;
  return undefined;
}

/**
 * What JSON.parse(text) would give, pruned to `tree`; FALLBACK when the text is not a valid JSON
 * object (or has something this reader leaves to JSON.parse).
 */
export function pickJson(text: string, tree: FieldTree): Record<string, unknown> | typeof FALLBACK {
  const start = skipWs(text, 0);
  if (text.charCodeAt(start) !== 123) return FALLBACK;
  const out = pickObject(text, start, tree);
  if (out === undefined || pos < 0 || skipWs(text, pos) !== text.length) return FALLBACK;
  return out;
}
