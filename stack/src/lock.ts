// A machine-wide lock around up/down: several sessions (test runner, demo, CLI) may call them at once, and
// two concurrent `up`s would both launch a node, the loser overwriting the winner's pid file.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './paths.ts';
import { isAlive } from './process.ts';

const lockFile = join(runDir, '.stack.lock');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function withLock<T>(what: string, fn: () => Promise<T>, waitMs = 300_000): Promise<T> {
  mkdirSync(runDir, { recursive: true });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(lockFile, 'utf8').trim() || 0);
      } catch {
        continue; // released between our open and our read: try again at once
      }
      // A lock left by a crashed process (or one being written this very moment) is taken over.
      if (holder && !isAlive(holder)) rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) throw new Error(`${what}: stack lock held by pid ${holder}`);
      else {
        if (!told) console.log(`${what}: waiting for pid ${holder} (another stack up/down) to finish`);
        told = true;
        await sleep(500);
      }
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
