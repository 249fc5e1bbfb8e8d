// A console server of a test file's own, for states the shared one (demo config) does not have:
// security on, a component pointed at a closed port, two instances of a component. It listens on a
// free port (or the one asked for) and is stopped after the file's tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { serverArgs } from '@console/server/launch';

const root = join(import.meta.dirname, '..', '..');

export interface ConsoleOptions {
  /** Config file relative to the repository; default the demo config. */
  config?: string;
  /** Changes the config's text before the server reads it. */
  editConfig?: (yaml: string) => string;
  /** CONSOLE__* overrides. */
  env?: Record<string, string>;
  port?: number;
}

export interface OwnConsole {
  url: string;
  /** Resolves once the process is gone, so the next file can take the same port. */
  stop(): Promise<void>;
}

export async function startConsole(options: ConsoleOptions = {}): Promise<OwnConsole> {
  let file = join(root, options.config ?? 'server/config/demo.yml');
  if (options.editConfig) {
    const edited = options.editConfig(readFileSync(file, 'utf8'));
    file = join(mkdtempSync(join(tmpdir(), 'e2e-console-')), 'config.yml');
    writeFileSync(file, edited);
  }
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/node'), serverArgs(file), {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      CONSOLE__SERVER__PORT: String(options.port ?? 0),
      CONSOLE__SERVER__LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('console did not start within 30 s')), 30_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`console exited with ${code}: ${output.slice(-2000)}`));
    });
  });
  child.stdout?.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Registers before/after hooks around a console of this file's own; `url()` is valid in tests.
 * node:test starts a file's top-level `before` hooks without waiting for the previous one, so a
 * hook of the file that needs the console awaits `ready` first.
 */
export function useOwnConsole(options: ConsoleOptions = {}): { url: () => string; ready: Promise<string> } {
  let running: OwnConsole | undefined;
  let markReady: (url: string) => void = () => {};
  const ready = new Promise<string>((resolve) => {
    markReady = resolve;
  });
  before(async () => {
    running = await startConsole(options);
    markReady(running.url);
  });
  after(async () => running?.stop());
  return { url: () => running?.url ?? '', ready };
}
