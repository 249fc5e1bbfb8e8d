// JSON read without losing anything a record holds: numbers keep their exact digits (an Avro long
// of 2^63 - 1 or a decimal with 30 places must not be shown rounded, as JSON.parse would), and keys
// keep their order and duplicates. Used by the record inspector's tree and pretty view, and by the
// grid's one-line preview.

export type JsonNode =
  | { kind: 'object'; entries: [string, JsonNode][] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; value: string }
  | { kind: 'number'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' };

/** Deeper documents are shown as text: the reader is recursive and must not exhaust the stack. */
const MAX_DEPTH = 500;

class NotJson extends Error {}

/** The document, or undefined when `text` is not one JSON value (with only whitespace around it). */
export function parseJson(text: string): JsonNode | undefined {
  let at = 0;
  const fail = (): never => {
    throw new NotJson();
  };
  const space = () => {
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c === 32 || c === 9 || c === 10 || c === 13) at++;
      else break;
    }
  };
  const string = (): string => {
    const start = ++at;
    let plain = true;
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c === 34) break;
      if (c < 32) fail();
      if (c === 92) {
        plain = false;
        at += text[at + 1] === 'u' ? 6 : 2;
      } else at++;
    }
    if (at >= text.length) fail();
    const raw = text.slice(start, at++);
    if (plain) return raw;
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      return fail();
    }
  };
  const number = (): string => {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = at;
    const found = m.exec(text);
    if (!found) fail();
    at = m.lastIndex;
    return (found as RegExpExecArray)[0];
  };
  const literal = (word: string) => {
    if (!text.startsWith(word, at)) fail();
    at += word.length;
  };
  const value = (depth: number): JsonNode => {
    if (depth > MAX_DEPTH) fail();
    space();
    const c = text[at];
    if (c === '{') {
      at++;
      const entries: [string, JsonNode][] = [];
      space();
      if (text[at] === '}') {
        at++;
        return { kind: 'object', entries };
      }
      for (;;) {
        space();
        if (text[at] !== '"') fail();
        const key = string();
        space();
        if (text[at++] !== ':') fail();
        entries.push([key, value(depth + 1)]);
        space();
        const next = text[at++];
        if (next === '}') return { kind: 'object', entries };
        if (next !== ',') fail();
      }
    }
    if (c === '[') {
      at++;
      const items: JsonNode[] = [];
      space();
      if (text[at] === ']') {
        at++;
        return { kind: 'array', items };
      }
      for (;;) {
        items.push(value(depth + 1));
        space();
        const next = text[at++];
        if (next === ']') return { kind: 'array', items };
        if (next !== ',') fail();
      }
    }
    if (c === '"') return { kind: 'string', value: string() };
    if (c === 't' || c === 'f') {
      literal(c === 't' ? 'true' : 'false');
      return { kind: 'boolean', value: c === 't' };
    }
    if (c === 'n') {
      literal('null');
      return { kind: 'null' };
    }
    return { kind: 'number', text: number() };
  };
  try {
    const node = value(0);
    space();
    return at === text.length ? node : undefined;
  } catch (error) {
    if (error instanceof NotJson || error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The document indented by two spaces, numbers written with the digits they came with. */
export function printJson(node: JsonNode, indent = ''): string {
  const inner = `${indent}  `;
  switch (node.kind) {
    case 'object':
      if (node.entries.length === 0) return '{}';
      return `{\n${node.entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${printJson(v, inner)}`).join(',\n')}\n${indent}}`;
    case 'array':
      if (node.items.length === 0) return '[]';
      return `[\n${node.items.map((v) => `${inner}${printJson(v, inner)}`).join(',\n')}\n${indent}]`;
    case 'string':
      return JSON.stringify(node.value);
    case 'number':
      return node.text;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
  }
}

/** Pretty JSON when `text` is JSON, else the text itself. */
export function prettyJson(text: string): string {
  const node = parseJson(text);
  return node ? printJson(node) : text;
}

/**
 * A one-line preview of a value: JSON gets a space after each `,` and `:` outside strings, so a
 * long document breaks between tokens instead of inside them; only the first `max` characters are
 * looked at (a row never formats a 100 kB value).
 */
export function previewText(text: string, max = 400): string {
  const head = text.length > max ? text.slice(0, max) : text;
  const trimmed = head.trimStart();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return head.replace(/\s+/g, ' ');
  let out = '';
  let inString = false;
  for (let i = 0; i < head.length; i++) {
    const c = head[i] as string;
    if (inString) {
      out += c;
      if (c === '\\') out += head[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    out += c === ',' || c === ':' ? `${c} ` : c;
  }
  return text.length > max ? `${out}…` : out;
}
