import type { ASTNode } from '@marcbachmann/cel-js';
import type { RawRecord } from './record-view.ts';

/** Tells whether a key or value's decoded text is its bytes themselves (RecordDecoder.isPlainText). */
export interface PlainText {
  isPlainText(buf: Buffer): boolean;
}

// The necessary condition: which string literals must appear in the key or value bytes for the
// expression to be true. `value.customer.id == 'c-7'`, `value.note.contains('x')`, `'x' in
// value.tags` need the literal's UTF-8 bytes in the value; && needs all, || one of its sides; any
// other expression needs nothing. Sound only where the decoded text is the bytes themselves and
// holds no backslash (JSON escapes could spell the literal otherwise); elsewhere records are
// evaluated.

type Part = 'key' | 'value';
export type Need = true | { part: Part; bytes: Buffer } | { all: Need[] } | { any: Need[] };

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

export function satisfied(need: Need, raw: RawRecord, decoder: PlainText): boolean {
  if (need === true) return true;
  if ('all' in need) return need.all.every((n) => satisfied(n, raw, decoder));
  if ('any' in need) return need.any.some((n) => satisfied(n, raw, decoder));
  const buf = need.part === 'key' ? raw.key : raw.value;
  // A null part is null in the expression: no literal can come from it.
  if (buf === null) return false;
  // The literal found may match whatever the bytes are: one search, where a filter on a field that
  // every record holds used to pay for three (bench/filter's celField).
  if (buf.includes(need.bytes)) return true;
  return !decoder.isPlainText(buf) || buf.includes(BACKSLASH);
}
