// The consoles the topic-list benchmark measures: this checkout's server, and with BENCH_BASELINE
// another version of it (a git ref, unpacked with `git archive` into a temporary folder, or a
// folder holding a server/), loaded in-process beside it, so "before" and "after" are timed in one
// run on the same Kafka under the same load. The other version uses this checkout's node_modules
// (and so its contract package): only the server's own code differs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/src/app.ts';
import { parseConfig } from '../../server/src/config/load.ts';

export interface Console {
  name: string;
  buildApp: typeof buildApp;
  parseConfig: typeof parseConfig;
}

const repo = resolve(import.meta.dirname, '../..');

export const currentConsole: Console = { name: 'current', buildApp, parseConfig };

/** The server of `refOrDir`: a folder with server/src, else a git ref of this repository. */
export async function baselineConsole(refOrDir: string): Promise<Console> {
  let dir = refOrDir;
  if (!existsSync(join(refOrDir, 'server/src/app.ts'))) {
    dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
    const archive = execFileSync('git', ['-C', repo, 'archive', refOrDir, 'server'], {
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  const app = (await import(pathToFileURL(join(dir, 'server/src/app.ts')).href)) as {
    buildApp: typeof buildApp;
  };
  const load = (await import(pathToFileURL(join(dir, 'server/src/config/load.ts')).href)) as {
    parseConfig: typeof parseConfig;
  };
  return { name: `baseline ${refOrDir}`, buildApp: app.buildApp, parseConfig: load.parseConfig };
}

/** This checkout's console, and BENCH_BASELINE's beside it when asked. */
export async function benchConsoles(): Promise<Console[]> {
  const baseline = process.env.BENCH_BASELINE;
  return [currentConsole, ...(baseline ? [await baselineConsole(baseline)] : [])];
}

/** A console of `c` on a free loopback port, over the benchmark's Kafka at `bootstrap`. */
export async function listening(c: Console, bootstrap: string) {
  const config = c.parseConfig({
    server: { port: 0, 'log-level': 'warn' },
    connections: { bench: { properties: { 'bootstrap.servers': bootstrap } } },
  });
  const built = await c.buildApp(config);
  const url = await built.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...built, url };
}
