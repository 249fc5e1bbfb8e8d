// The demo consumers: a small Node process keeping two groups STABLE (with lag) and producing to live-events.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { componentDir, repoRoot } from '../paths.ts';
import { runningPid } from '../process.ts';
import type { Component } from './types.ts';

export const HEARTBEAT_FILE = 'heartbeat.json';

export function demoConsumers(): Component {
  const dir = componentDir('consumers');
  return {
    name: 'consumers',
    address: '(groups orders-dashboard, payments-fraud-check; produces live-events)',
    dependsOn: ['main-1', 'main-2', 'main-3'],
    timeoutMs: 30_000,
    async prepare() {
      // A stale heartbeat of a previous run would make the new process look ready before it is.
      rmSync(join(dir, HEARTBEAT_FILE), { force: true });
    },
    launch() {
      return {
        // process.execPath is the pinned Node 24 when the CLI runs under it; it strips the types itself.
        cmd: process.execPath,
        args: [join(repoRoot, 'stack', 'src', 'demo-consumers.ts'), '--stack-component=consumers'],
      };
    },
    async probe() {
      // The process rewrites its heartbeat every few seconds, even while it waits for `seed`.
      const file = join(dir, HEARTBEAT_FILE);
      if (runningPid('consumers') === undefined || !existsSync(file)) return false;
      try {
        const hb = JSON.parse(readFileSync(file, 'utf8')) as { at: number };
        return Date.now() - hb.at < 15_000;
      } catch {
        return false;
      }
    },
  };
}
