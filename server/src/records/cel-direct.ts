import type { ASTNode } from '@marcbachmann/cel-js';
import type { Bindings } from './cel-bindings.ts';
import { pathOf } from './cel-fields.ts';

// The commonest filters, a JSON field compared with a literal (`value.customer.tier == 'EUR'`,
// `value.amount > 100.0`), alone or joined by &&, || and !, answered without the evaluator for the
// usual record: each key along the path there, in a plain object, and the value at its end of the
// literal's type (a string, or a JSON number against a double). CEL's answer is then JavaScript's
// comparison. Any other case (a missing key, a list or text on the way, another type at the end)
// is left to the evaluator, errors and all, so every answer is the evaluator's
// (cel-fields.test.ts compares them). The evaluator's walk (its context, a type and an overload
// looked up per operator) cost more than the comparison; with json-values.ts, a search examines
// 1.2x (`value.customer.tier == 'EUR'`) to 1.5x (`value.amount > 1000000.0`) the records per CPU
// second (bench/filter/examine).

/** true or false; undefined when the evaluator must answer. */
export type Direct = (bindings: Bindings) => boolean | undefined;

type Literal = string | number;
const FLIPPED: Record<string, string> = {
  '==': '==',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

function literalOf(node: ASTNode): Literal | undefined {
  if (node.op !== 'value') return undefined;
  return typeof node.args === 'string' || typeof node.args === 'number' ? node.args : undefined;
}

/** The value at `path` when every step is a plain object holding the key; else undefined. */
function at(root: unknown, path: string[]): unknown {
  let v = root;
  for (const name of path) {
    // The evaluator reads a field of a plain object only (a JSON object with its own
    // `constructor` key is not one to it).
    if (v === null || typeof v !== 'object' || v.constructor !== Object || !Object.hasOwn(v, name)) return;
    v = (v as Record<string, unknown>)[name];
  }
  return v;
}

function comparison(node: ASTNode): Direct | undefined {
  const [a, b] = node.args as [ASTNode, ASTNode];
  let op = node.op as string;
  // `record.value` goes through the evaluator's conversion of `record` to its message type: left to it.
  let path = pathOf(a, false);
  let literal = literalOf(b);
  if (!path || literal === undefined) {
    path = pathOf(b, false);
    literal = literalOf(a);
    op = FLIPPED[op] as string;
  }
  if (!path || literal === undefined || path.path.length === 0) return undefined;
  // Strings order by code point in CEL, by UTF-16 unit in JavaScript: only their (in)equality here.
  if (typeof literal === 'string' && op !== '==' && op !== '!=') return undefined;
  const { part, path: steps } = path;
  const want = typeof literal;
  const test = compare(op, literal);
  return (bindings) => {
    const v = at(part === 'value' ? bindings.value : bindings.key, steps);
    return typeof v === want ? test(v as Literal) : undefined;
  };
}

function compare(op: string, literal: Literal): (v: Literal) => boolean {
  switch (op) {
    case '==':
      return (v) => v === literal;
    case '!=':
      return (v) => v !== literal;
    case '<':
      return (v) => v < literal;
    case '<=':
      return (v) => v <= literal;
    case '>':
      return (v) => v > literal;
    default:
      return (v) => v >= literal;
  }
}

/** The direct form of `node`, or undefined when some part of it needs the evaluator. */
export function directOf(node: ASTNode): Direct | undefined {
  switch (node.op) {
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return comparison(node);
    case '!_': {
      const inner = directOf(node.args as ASTNode);
      if (!inner) return undefined;
      return (b) => {
        const v = inner(b);
        return v === undefined ? undefined : !v;
      };
    }
    case '&&':
    case '||': {
      const [l, r] = (node.args as ASTNode[]).map(directOf);
      if (!l || !r) return undefined;
      // CEL's && is false when either side is, even if the other fails; a side left to the
      // evaluator leaves the whole to it.
      const decides = node.op === '||';
      return (b) => {
        const left = l(b);
        if (left === undefined) return undefined;
        return left === decides ? decides : r(b);
      };
    }
    default:
      return undefined;
  }
}
