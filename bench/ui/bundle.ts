import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { repo } from '../support.ts';

// The web app bench/ui measures: built from the working tree into a folder of its own (never
// web/dist), or a build given with BENCH_UI_WEB_ROOT (to compare two builds in the same conditions).

const run = promisify(execFile);

export async function webRoot(): Promise<string> {
  const given = process.env.BENCH_UI_WEB_ROOT;
  if (given) return given;
  const out = mkdtempSync(join(tmpdir(), 'bench-ui-'));
  await run(join(repo, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir'], {
    cwd: join(repo, 'web'),
    maxBuffer: 16 << 20,
  });
  return out;
}

const gzipped = new Map<string, number>();

/** Gzipped size in bytes of a built file, by its URL path (`/ui/assets/index-x.js`). */
export function gzipSize(root: string, urlPath: string): number {
  const file = join(root, urlPath.replace(/^.*?\/ui\//, ''));
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
// The app's start module (web/src/app/start.tsx), which the entry imports at once.
const APP_START = /import\(\s*["'`]\.\/(start-[\w-]+\.js)["'`]\s*\)/g;

/**
 * The JavaScript loaded before any page code: index.html's scripts and module preloads, what they
 * import statically, and the app's start chunk (with its static imports) when the entry loads the
 * app through it. Answers URL paths (`/ui/assets/x.js`).
 */
export function initialScripts(root: string): string[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const first = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => (m[1] as string).replace(/^.*\/assets\//, ''));
  const seen = new Set<string>();
  const visit = (file: string, entry: boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(root, 'assets', file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(m[1] as string, false);
    if (entry) for (const m of code.matchAll(APP_START)) visit(m[1] as string, false);
  };
  for (const file of first) visit(file, true);
  return [...seen].map((file) => `/ui/assets/${file}`);
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
