import type { ASTNode } from '@marcbachmann/cel-js';
import type { FieldTree } from './json-fields.ts';

// Which fields of the key and value a CEL expression can read (json-fields.ts reads only those).
// A part is read by fields when every mention of it is a path of field names from its root,
// `value.customer.tier`, `value['a'].b`, `record.value.a`: the evaluator then only ever selects
// those keys of the objects along the path, and uses the value at the path's end as it is. Any
// other mention (`value` alone, `value.?a`, `value[0]`, `size(value)`, `record` alone, a macro
// variable named `value`) needs the whole part, which is then parsed as before.

type Part = 'key' | 'value';

/** Per part: undefined when the expression never reads it, null when it needs it whole. */
export interface PartFields {
  key?: FieldTree | null;
  value?: FieldTree | null;
}

/**
 * The part and path of a field path rooted at key/value (or record.key/record.value unless
 * `viaRecord` is false), else undefined.
 */
export function pathOf(node: ASTNode, viaRecord = true): { part: Part; path: string[] } | undefined {
  const path: string[] = [];
  let n: ASTNode = node;
  for (;;) {
    if (n.op === 'id') {
      if (n.args === 'key' || n.args === 'value') return { part: n.args, path: path.reverse() };
      return undefined;
    }
    if (n.op === '.') {
      const [target, field] = n.args;
      if (target.op === 'id' && target.args === 'record') {
        const root = viaRecord && (field === 'key' || field === 'value');
        return root ? { part: field, path: path.reverse() } : undefined;
      }
      path.push(field);
      n = target;
    } else if (n.op === '[]' && n.args[1].op === 'value' && typeof n.args[1].args === 'string') {
      path.push(n.args[1].args);
      n = n.args[0];
    } else {
      return undefined;
    }
  }
}

/** Adds a path to a part's tree; null (whole) absorbs everything below it. */
function add(tree: FieldTree | null | undefined, path: string[]): FieldTree | null {
  // JSON.parse makes `__proto__` an own key; an object built here could not: such paths read whole.
  if (tree === null || path.length === 0 || path.includes('__proto__')) return null;
  const root = tree ?? { names: [], subs: [] };
  let node = root;
  for (let d = 0; d < path.length; d++) {
    const name = path[d] as string;
    const last = d === path.length - 1;
    let k = node.names.indexOf(name);
    if (k < 0) {
      node.names.push(name);
      node.subs.push(last ? null : { names: [], subs: [] });
      k = node.names.length - 1;
    } else if (last) {
      node.subs[k] = null;
    }
    const sub = node.subs[k] as FieldTree | null;
    if (sub === null) break;
    node = sub;
  }
  return root;
}

export function fieldsOf(ast: ASTNode): PartFields {
  const fields: PartFields = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object' || !('op' in node)) return;
    const n = node as ASTNode;
    if (n.op === '.' || n.op === '[]') {
      const found = pathOf(n);
      if (found) {
        fields[found.part] = add(fields[found.part], found.path);
        return;
      }
    }
    if (n.op === 'id') {
      if (n.args === 'key' || n.args === 'value') fields[n.args] = null;
      if (n.args === 'record') {
        fields.key = null;
        fields.value = null;
      }
      return;
    }
    visit(n.args);
  };
  visit(ast);
  return fields;
}
