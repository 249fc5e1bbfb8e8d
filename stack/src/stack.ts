// up / down / status over the component list. Each component starts as soon as its dependencies answer,
// so independent parts start in parallel without a fixed wave order.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { allComponents, type Component } from './components/index.ts';
import { withLock } from './lock.ts';
import { runDir } from './paths.ts';
import { isAlive, launch, readState, runningPid, stop, tailLog } from './process.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Names or groups in `only`, plus (for up) everything they depend on. No `only` means all; an empty list
 * means none, so `down({ only: (await up()).started })` stops nothing when everything was already running. */
export function select(all: Component[], only: string[] | undefined, withDeps: boolean): Component[] {
  if (only === undefined) return all;
  const unknown = only.filter((o) => !all.some((c) => c.name === o || c.group === o));
  if (unknown.length) throw new Error(`unknown component(s): ${unknown.join(', ')}`);
  const picked = new Set(all.filter((c) => only.includes(c.name) || (c.group && only.includes(c.group))));
  if (withDeps) {
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of [...picked]) {
        for (const d of c.dependsOn) {
          const dep = all.find((x) => x.name === d);
          if (dep && !picked.has(dep)) {
            picked.add(dep);
            grew = true;
          }
        }
      }
    }
  }
  return all.filter((c) => picked.has(c));
}

async function waitReady(c: Component, pid: number | undefined): Promise<void> {
  const deadline = Date.now() + c.timeoutMs;
  for (;;) {
    if (await c.probe()) return;
    if (pid !== undefined && !isAlive(pid)) {
      throw new Error(
        `${c.name}: process ${pid} exited. Last lines of .run/${c.name}/out.log:\n${tailLog(c.name)}`,
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${c.name}: not ready after ${c.timeoutMs / 1000} s. Last lines of .run/${c.name}/out.log:\n${tailLog(c.name)}`,
      );
    }
    await sleep(500);
  }
}

export interface UpResult {
  started: string[];
  /** Seconds from launch to first successful probe, per started component. */
  readySeconds: Record<string, number>;
}

export function up(opts: { only?: string[] } = {}): Promise<UpResult> {
  return withLock('up', () => upLocked(opts));
}

async function upLocked(opts: { only?: string[] }): Promise<UpResult> {
  const all = allComponents();
  const chosen = select(all, opts.only, true);
  const started: string[] = [];
  const readySeconds: Record<string, number> = {};
  const tasks = new Map<string, Promise<void>>();
  const startOne = async (c: Component): Promise<void> => {
    const deps = c.dependsOn.map((d) => tasks.get(d)).filter((t) => t !== undefined);
    try {
      await Promise.all(deps);
    } catch {
      throw new Error(`${c.name}: not started because a dependency failed`);
    }
    const pid = runningPid(c.name);
    if (pid !== undefined) {
      // Ours and alive: leave it alone, but wait in case an earlier `up` left it still starting.
      await waitReady(c, pid);
      return;
    }
    if (await c.probe()) {
      console.warn(`${c.name}: ${c.address} already answers but was not started by the stack; left alone`);
      return;
    }
    await c.prepare();
    const t0 = Date.now();
    const newPid = launch(c.name, c.launch());
    console.log(`${c.name}: started pid ${newPid}`);
    await waitReady(c, newPid);
    readySeconds[c.name] = (Date.now() - t0) / 1000;
    started.push(c.name);
    console.log(`${c.name}: ready at ${c.address} after ${readySeconds[c.name]?.toFixed(1)} s`);
  };
  // Components are listed dependencies-first, so every dependency's task exists when a dependent asks.
  for (const c of chosen) tasks.set(c.name, startOne(c));
  const results = await Promise.allSettled(tasks.values());
  const failures = results
    .filter((r) => r.status === 'rejected')
    .map((r) => String(r.reason?.message ?? r.reason));
  if (failures.length) {
    const err = new Error(`stack up failed:\n\n${failures.join('\n\n')}`);
    (err as Error & { started?: string[] }).started = started;
    throw err;
  }
  return { started, readySeconds };
}

/** Depth in the dependency graph; dependents (deeper) stop first so nothing loses its broker mid-shutdown. */
function depth(c: Component, all: Component[]): number {
  const deps = c.dependsOn.map((d) => all.find((x) => x.name === d)).filter((x) => x !== undefined);
  return deps.length === 0 ? 0 : 1 + Math.max(...deps.map((d) => depth(d, all)));
}

export function down(opts: { only?: string[]; clean?: boolean } = {}): Promise<void> {
  return withLock('down', () => downLocked(opts));
}

async function downLocked(opts: { only?: string[]; clean?: boolean }): Promise<void> {
  const all = allComponents();
  const chosen = select(all, opts.only, false);
  const levels = [...new Set(chosen.map((c) => depth(c, all)))].sort((a, b) => b - a);
  for (const level of levels) {
    await Promise.all(
      chosen
        .filter((c) => depth(c, all) === level)
        .map(async (c) => {
          const pid = readState(c.name)?.pid;
          const result = await stop(c.name);
          if (result !== 'not-running') console.log(`${c.name}: ${result} (pid ${pid})`);
        }),
    );
  }
  if (opts.clean) {
    if (opts.only?.length) throw new Error('down --clean removes all of .run; do not combine it with --only');
    // Keep the lock file itself: withLock removes it when this call returns.
    for (const entry of readdirSync(runDir)) {
      if (entry !== '.stack.lock') rmSync(join(runDir, entry), { recursive: true, force: true });
    }
    console.log('removed .run');
  }
}

export interface ComponentStatus {
  name: string;
  pid?: number;
  address: string;
  running: boolean;
  since?: string;
}

/** A busy 2-core machine can make one probe time out; callers (e.g. the test runner) decide what to stop
 * from this flag, so a live process of ours gets a few tries before it is called not running. */
async function probeTolerant(c: Component, pid: number | undefined): Promise<boolean> {
  const tries = pid === undefined ? 1 : 3;
  for (let i = 0; i < tries; i++) {
    if (await c.probe()) return true;
    if (i < tries - 1) await sleep(1000);
  }
  return false;
}

export async function status(): Promise<ComponentStatus[]> {
  return Promise.all(
    allComponents().map(async (c) => {
      const pid = runningPid(c.name);
      const since = pid !== undefined ? readState(c.name)?.startedAt : undefined;
      const row: ComponentStatus = { name: c.name, address: c.address, running: await probeTolerant(c, pid) };
      if (pid !== undefined) row.pid = pid;
      if (since) row.since = since;
      return row;
    }),
  );
}
