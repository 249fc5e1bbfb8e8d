// Detached child processes tracked by pid files, so they outlive the CLI and `down` can stop exactly them.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentDir } from './paths.ts';

export interface ProcState {
  pid: number;
  startedAt: string;
  command: string[];
}

export interface LaunchSpec {
  cmd: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

const pidFile = (name: string) => join(componentDir(name), 'pid');
const stateFile = (name: string) => join(componentDir(name), 'state.json');
export const logFile = (name: string) => join(componentDir(name), 'out.log');

/** True when the pid exists and is not a zombie (a dead child not yet reaped still answers kill(0)). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Guards against pid reuse: our processes always carry their own .run/<name> path on the command line. */
function isOurs(name: string, pid: number): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(componentDir(name)) || cmdline.includes(`--stack-component=${name}`);
  } catch {
    return false;
  }
}

export function readState(name: string): ProcState | undefined {
  if (!existsSync(pidFile(name))) return undefined;
  const pid = Number(readFileSync(pidFile(name), 'utf8').trim());
  let startedAt = '';
  let command: string[] = [];
  try {
    ({ startedAt, command } = JSON.parse(readFileSync(stateFile(name), 'utf8')) as ProcState);
  } catch {
    // state.json is informative only; the pid file is the source of truth.
  }
  return { pid, startedAt, command };
}

/** The live pid of a component started by us, if any. */
export function runningPid(name: string): number | undefined {
  const s = readState(name);
  return s && isAlive(s.pid) && isOurs(name, s.pid) ? s.pid : undefined;
}

export function launch(name: string, spec: LaunchSpec): number {
  const dir = componentDir(name);
  mkdirSync(dir, { recursive: true });
  const fd = openSync(logFile(name), 'a');
  const child = spawn(spec.cmd, spec.args, {
    cwd: spec.cwd ?? dir,
    env: { ...process.env, ...spec.env },
    detached: true, // own process group: survives the CLI and its Ctrl-C
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`could not start ${name}: ${spec.cmd}`);
  child.unref();
  const state: ProcState = {
    pid: child.pid,
    startedAt: new Date().toISOString(),
    command: [spec.cmd, ...spec.args],
  };
  writeFileSync(pidFile(name), `${child.pid}\n`);
  writeFileSync(stateFile(name), `${JSON.stringify(state, null, 2)}\n`);
  return child.pid;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGTERM, wait up to graceMs, then SIGKILL. Only the recorded pid, and only if it is still ours. */
export async function stop(name: string, graceMs = 20_000): Promise<'stopped' | 'killed' | 'not-running'> {
  const s = readState(name);
  let result: 'stopped' | 'killed' | 'not-running' = 'not-running';
  if (s && isAlive(s.pid) && isOurs(name, s.pid)) {
    process.kill(s.pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (isAlive(s.pid) && Date.now() < deadline) await sleep(200);
    result = 'stopped';
    if (isAlive(s.pid)) {
      process.kill(s.pid, 'SIGKILL');
      while (isAlive(s.pid)) await sleep(100);
      result = 'killed';
    }
  }
  rmSync(pidFile(name), { force: true });
  rmSync(stateFile(name), { force: true });
  return result;
}

/** Last lines of a component's log, for failure reports. */
export function tailLog(name: string, lines = 30): string {
  try {
    const text = readFileSync(logFile(name), 'utf8');
    return text
      .split('\n')
      .slice(-lines - 1)
      .join('\n');
  } catch {
    return '(no log)';
  }
}
