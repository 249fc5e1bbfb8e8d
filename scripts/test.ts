import { type ChildProcess, spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serverArgs } from '@console/server/launch';
import { down, ensureDebianPackage, fetchDeps, seed, status, up } from '@console/stack';

// `npm test`: typecheck, lint, unit tests, web build, the real stack (started when not running,
// seeded), integration tests over HTTP, fault tests (they kill and restart brokers, and leave the
// stack as they found it), end-to-end tests in Chromium. What this run started, it
// stops. `npm test -- --only unit,integration` runs a subset.

const STEPS = ['typecheck', 'lint', 'unit', 'build', 'stack', 'integration', 'faults', 'e2e'] as const;
type Step = (typeof STEPS)[number];

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = new Set<Step>(values.only ? (values.only.split(',') as Step[]) : STEPS);
const needsStack = ['integration', 'faults', 'e2e', 'stack'].some((s) => selected.has(s as Step));
const E2E_PORT = 18080;

const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];

/** Fault tests stop and restart parts of the stack: they run in their own step, not with the others. */
const FAULTS = 'server/test/faults/';

function files(patterns: string[], withFaults = false): string[] {
  return patterns
    .flatMap((p) => globSync(p, { cwd: root, exclude: (f) => f.includes('node_modules') }))
    .filter((f) => withFaults || !f.startsWith(FAULTS));
}

/** Runs a command, streams its output, counts node:test results from its summary lines. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // Its own process group, so an interruption can stop it with everything it started.
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    running = child;
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      for (const m of text.matchAll(/^ℹ (pass|fail) (\d+)$/gm)) {
        if (m[1] === 'pass') totals.passed += Number(m[2]);
        else totals.failed += Number(m[2]);
      }
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function step(name: Step, action: () => Promise<boolean>, always = false): Promise<void> {
  if (!selected.has(name) && !always) return;
  const started = performance.now();
  console.log(`\n=== ${name}`);
  const ok = await action().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    return false;
  });
  console.log(
    `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ok) failedSteps.push(name);
}

const nodeTest = (patterns: string[], env?: NodeJS.ProcessEnv, withFaults = false) => {
  const list = files(patterns, withFaults);
  if (list.length === 0) {
    console.log('no test files');
    return Promise.resolve(true);
  }
  return run(
    bin('node'),
    ['--test', '--test-concurrency=1', '--test-force-exit', '--test-timeout=180000', ...list],
    env,
  );
};

function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then((r) => (r.ok ? resolve() : retry()))
        .catch(retry);
    const retry = () =>
      Date.now() > deadline ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 300);
    attempt();
  });
}

// What runs before this run started is left running at the end, whatever happens in between.
const runningBefore = new Set(needsStack ? (await status()).filter((c) => c.running).map((c) => c.name) : []);
let server: ChildProcess | undefined;
/** The step's command while it runs, so an interruption stops it too. */
let running: ChildProcess | undefined;
let cleaning: Promise<void> | undefined;

/** Stops the e2e server and whatever part of the stack this run started; once, however it ends. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    if (running?.pid && running.exitCode === null) {
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {}
    }
    if (server?.pid) server.kill('SIGTERM');
    if (!needsStack) return;
    const toStop = (await status()).filter((c) => c.running && !runningBefore.has(c.name)).map((c) => c.name);
    if (toStop.length > 0) {
      console.log(`\nstopping what this run started: ${toStop.join(', ')}`);
      await down({ only: toStop });
    }
  })();
  return cleaning;
}

// Interrupted (Ctrl-C, CI cancel): clean up as at a normal end, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  await step('typecheck', async () => {
    let ok = true;
    for (const ws of ['contract', 'server', 'stack', 'web', 'e2e', 'bench', 'scripts']) {
      if (files([`${ws}/**/*.ts`, `${ws}/**/*.tsx`]).length > 0)
        ok = (await run(bin('tsc'), ['-p', ws])) && ok;
    }
    return ok;
  });
  await step('lint', () => run(bin('biome'), ['check', '.']));
  await step('unit', () => nodeTest(['{contract,server,stack,web,bench}/src/**/*.test.ts']));
  await step('build', () => run('npm', ['run', 'build', '-w', 'web']));

  // The stack is a prerequisite of integration and e2e, so it runs whenever they are selected.
  if (needsStack) {
    await step(
      'stack',
      async () => {
        await fetchDeps();
        const { started } = await up();
        console.log(started.length > 0 ? `started ${started.join(', ')}` : 'stack already running');
        await seed();
        return true;
      },
      true,
    );
  }
  const stackFailed = failedSteps.includes('stack');
  if (stackFailed) console.log('\nskipping integration and e2e: the stack did not come up');
  if (!stackFailed)
    await step('integration', () => nodeTest(['server/test/**/*.int.ts', 'stack/src/**/*.int.ts']));
  if (!stackFailed)
    await step('faults', async () => {
      // Whatever a fault test left stopped (it restarts what it kills; this is the safety net).
      const before = (await status()).filter((c) => c.running).map((c) => c.name);
      const ok = await nodeTest([`${FAULTS}*.int.ts`], undefined, true);
      const stopped = (await status())
        .filter((c) => !c.running && before.includes(c.name))
        .map((c) => c.name);
      if (stopped.length > 0) {
        console.log(`restarting what the fault tests left stopped: ${stopped.join(', ')}`);
        await up({ only: stopped });
      }
      return ok;
    });
  if (!stackFailed)
    await step('e2e', async () => {
      ensureDebianPackage('/usr/bin/chromium', ['chromium']);
      server = spawn(bin('node'), serverArgs('server/config/demo.yml'), {
        cwd: root,
        env: { ...process.env, CONSOLE__SERVER__PORT: String(E2E_PORT), CONSOLE__SERVER__LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitForHttp(`http://127.0.0.1:${E2E_PORT}/api/cluster`, 30_000);
      return nodeTest(['e2e/src/**/*.e2e.ts'], { E2E_BASE_URL: `http://127.0.0.1:${E2E_PORT}` });
    });
} finally {
  await cleanUp();
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
if (failedSteps.length > 0) {
  console.log(`failed steps: ${failedSteps.join(', ')}`);
  process.exit(1);
}
