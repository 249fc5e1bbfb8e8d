// Where the server's CPU went during bench/load (BENCH_CPU_PROF=<dir> writes a .cpuprofile when the
// server stops): self time by function and by source file or package, and total time (self and
// callees) by source file, in percent of all samples, idle left out. Prints JSON.
//   node bench/load/cpu-summary.ts <file.cpuprofile>
//   CALLERS=<function name> also sums that function's self time by its callers' stacks (DEPTH frames, 6).
import { readFileSync } from 'node:fs';
import type { Profile, ProfileNode } from '../ui/cpu-profile.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-summary.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile & {
  nodes: Array<ProfileNode & { callFrame: { scriptId?: string } }>;
};

/** A source file as a short name: the package under node_modules, else the path from the repo. */
const where = (url: string) => {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const own = /\/(server|contract)\/src\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url.replace(/^.*\//, '');
};

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const samples = new Map<number, number>();
for (const id of profile.samples) samples.set(id, (samples.get(id) ?? 0) + 1);
const idle = new Set(['(idle)', '(program)']);
let total = 0;
const selfFn = new Map<string, number>();
const selfFile = new Map<string, number>();
const totalFile = new Map<string, number>();
for (const [id, count] of samples) {
  const node = byId.get(id) as ProfileNode;
  const { functionName, url, lineNumber } = node.callFrame;
  if (idle.has(functionName)) continue;
  total += count;
  const fn = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  selfFn.set(fn, (selfFn.get(fn) ?? 0) + count);
  selfFile.set(where(url), (selfFile.get(where(url)) ?? 0) + count);
  // Each file on the stack once: a sample counts toward every file it passed through.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const w = where((byId.get(at) as ProfileNode).callFrame.url);
    if (seen.has(w)) continue;
    seen.add(w);
    totalFile.set(w, (totalFile.get(w) ?? 0) + count);
  }
}

/** CALLERS: the named function's self time by the stack of its callers, DEPTH frames up. */
const callers = new Map<string, number>();
const wanted = process.env.CALLERS;
const depth = Number(process.env.DEPTH ?? 6);
for (const [id, count] of wanted ? samples : []) {
  if ((byId.get(id) as ProfileNode).callFrame.functionName !== wanted) continue;
  const stack: string[] = [];
  for (let at = parent.get(id); at !== undefined && stack.length < depth; at = parent.get(at)) {
    const { functionName, url, lineNumber } = (byId.get(at) as ProfileNode).callFrame;
    stack.push(`${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`);
  }
  const key = stack.join(' < ');
  callers.set(key, (callers.get(key) ?? 0) + count);
}

const top = (m: Map<string, number>, n: number) =>
  Object.fromEntries(
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, Math.round((v / total) * 1000) / 10]),
  );

console.log(
  JSON.stringify(
    {
      busySamples: total,
      allSamples: profile.samples.length,
      selfByFunction: top(selfFn, 30),
      selfByFile: top(selfFile, 20),
      totalByFile: top(totalFile, 30),
      ...(wanted ? { callers: top(callers, 15) } : {}),
    },
    null,
    2,
  ),
);
