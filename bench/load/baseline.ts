import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// BENCH_BASELINE=<git revision>: the server/ of that revision, laid out in a temporary folder
// beside the working tree's node_modules (so @console/contract is the working tree's), to run
// under the same load in the same run as the working tree's console: figures of two runs on this
// shared machine do not compare, side by side they do.
// BENCH_BASELINE=<folder> runs the server/ of that folder as it is (a copy of the working tree with
// one change undone, when others change other files of the tree meanwhile); it is not removed. A
// folder may also be named as a mode of its own (BENCH_MODES=on,/tmp/a,/tmp/b: serverRoot()).
// Each server runs with its own tree's node flags (server/src/launch.ts), so a change of the flags
// is compared too.

const repo = join(import.meta.dirname, '../..');

const isTree = (folder: string) => existsSync(join(folder, 'server/src/main.ts'));

export function baselineRoot(revision: string): { root: string; remove: () => void } {
  if (isTree(revision)) return { root: revision, remove: () => {} };
  const root = mkdtempSync(join(tmpdir(), 'bench-load-baseline-'));
  const archive = execFileSync('git', ['-C', repo, 'archive', '--format=tar', revision, 'server'], {
    maxBuffer: 256 << 20,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The server root of a mode: the baseline's, a folder named as the mode, else the working tree's (undefined). */
export function serverRoot(mode: string, baseline: { root: string } | undefined): string | undefined {
  if (mode === 'baseline') return baseline?.root;
  return mode.startsWith('/') && isTree(mode) ? mode : undefined;
}
