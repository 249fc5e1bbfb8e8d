// Where things live. Everything the stack downloads or writes stays in git-ignored folders at the repo root.
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const depsDir = join(repoRoot, '.deps');
export const runDir = join(repoRoot, '.run');
export const kafkaDepsDir = join(depsDir, 'kafka');
export const kafkaLibDir = join(kafkaDepsDir, 'lib');
export const apicurioDir = join(depsDir, 'apicurio');

/** Per-component folder: config, data, out.log, pid, state.json. */
export function componentDir(name: string): string {
  return join(runDir, name);
}
