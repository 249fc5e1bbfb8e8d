import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// BENCH_BASELINE=<git revision>: the server/ of that revision, laid out in a temporary folder
// beside the working tree's node_modules (so @console/contract is the working tree's), to run
// under the same load in the same run as the working tree's console: figures of two runs on this
// shared machine do not compare, side by side they do.

const repo = join(import.meta.dirname, '../..');

export function baselineRoot(revision: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-load-baseline-'));
  const archive = execFileSync('git', ['-C', repo, 'archive', '--format=tar', revision, 'server'], {
    maxBuffer: 256 << 20,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
