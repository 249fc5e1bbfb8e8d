// Compares two V8 heap snapshots of the server (bench/load BENCH_HEAP: before and after the mix):
// what object kinds grew (count and self size by constructor or node type) and, for those that grew
// most, what holds them (the retainer's kind and the edge's name). Prints JSON.
//   node --max-old-space-size=4096 bench/load/heap-diff.ts before.heapsnapshot after.heapsnapshot
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface Kinds {
  bytes: Map<string, number>;
  count: Map<string, number>;
  total: number;
  /** The kind of each node (by node ordinal), for the retainers of the after snapshot. */
  kindOf: string[];
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Snapshot;

function kinds(s: Snapshot): Kinds {
  const fields = s.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = s.snapshot.meta.node_types[0];
  const result: Kinds = { bytes: new Map(), count: new Map(), total: 0, kindOf: [] };
  for (let i = 0; i < s.nodes.length; i += width) {
    const type = types[s.nodes[i + typeAt] as number] as string;
    // Objects by constructor; strings, code, arrays and the rest by their node type.
    const kind =
      type === 'object' || type === 'native' ? `${s.strings[s.nodes[i + nameAt] as number]}` : `(${type})`;
    const size = s.nodes[i + sizeAt] as number;
    result.bytes.set(kind, (result.bytes.get(kind) ?? 0) + size);
    result.count.set(kind, (result.count.get(kind) ?? 0) + 1);
    result.total += size;
    result.kindOf.push(kind);
  }
  return result;
}

/** For nodes of `wanted` kinds: who points at them, as "retainer kind .edge" → count. */
function retainers(s: Snapshot, k: Kinds, wanted: Set<string>) {
  const width = s.snapshot.meta.node_fields.length;
  const edgeCountAt = s.snapshot.meta.node_fields.indexOf('edge_count');
  const edgeWidth = s.snapshot.meta.edge_fields.length;
  const edgeTypeAt = s.snapshot.meta.edge_fields.indexOf('type');
  const edgeNameAt = s.snapshot.meta.edge_fields.indexOf('name_or_index');
  const toAt = s.snapshot.meta.edge_fields.indexOf('to_node');
  const edgeTypes = s.snapshot.meta.edge_types[0];
  const result = new Map<string, Map<string, number>>();
  let edge = 0;
  for (let node = 0; node * width < s.nodes.length; node++) {
    const count = s.nodes[node * width + edgeCountAt] as number;
    for (let e = 0; e < count; e++, edge += edgeWidth) {
      const type = edgeTypes[s.edges[edge + edgeTypeAt] as number];
      if (type === 'weak') continue;
      const target = k.kindOf[(s.edges[edge + toAt] as number) / width] as string;
      if (!wanted.has(target)) continue;
      const nameOrIndex = s.edges[edge + edgeNameAt] as number;
      const name = type === 'element' || type === 'hidden' ? `[${type}]` : s.strings[nameOrIndex];
      const key = `${k.kindOf[node]} .${name}`;
      const byRetainer = result.get(target) ?? new Map<string, number>();
      byRetainer.set(key, (byRetainer.get(key) ?? 0) + 1);
      result.set(target, byRetainer);
    }
  }
  return Object.fromEntries(
    [...result].map(([kind, by]) => [
      kind,
      Object.fromEntries([...by].sort((a, b) => b[1] - a[1]).slice(0, 6)),
    ]),
  );
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot');
const before = kinds(read(beforeFile));
const afterSnapshot = read(afterFile);
const after = kinds(afterSnapshot);
const grown = [...after.bytes]
  .map(([kind, bytes]) => ({
    kind,
    kb: Math.round((bytes - (before.bytes.get(kind) ?? 0)) / 1024),
    count: (after.count.get(kind) ?? 0) - (before.count.get(kind) ?? 0),
    afterKb: Math.round(bytes / 1024),
  }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 25);
console.log(
  JSON.stringify(
    {
      heapMb: { before: Math.round(before.total / 2 ** 20), after: Math.round(after.total / 2 ** 20) },
      grown,
      retainedBy: retainers(afterSnapshot, after, new Set(grown.slice(0, 6).map((g) => g.kind))),
    },
    null,
    2,
  ),
);
