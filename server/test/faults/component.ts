import { down, status, up } from '@console/stack';
import { eventually } from '@console/stack/eventually';

// A component of the running stack beside Kafka (registry, Connect, the Flink SQL gateway, the OIDC
// provider, LDAP) stopped by its pid through the stack's own API and started again as the stack
// starts it. `up` returns once the component's own readiness probe answers. Other people's tests run
// on the same stack: the outage lasts only as long as the test's own checks, and `withStopped`
// starts the component again even when a check fails.

async function pidOf(name: string): Promise<number> {
  const row = (await status()).find((c) => c.name === name);
  if (!row?.pid || !row.running) throw new Error(`${name} is not running: the fault test needs it up`);
  return row.pid;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopComponent(name: string): Promise<void> {
  const pid = await pidOf(name);
  await down({ only: [name] });
  await eventually(
    () => {
      if (alive(pid)) throw new Error(`${name} (pid ${pid}) is still running`);
    },
    { timeoutMs: 30_000, what: `${name} stopped` },
  );
}

export async function startComponent(name: string): Promise<void> {
  await up({ only: [name] });
}

/** Runs `whileDown` with the component stopped, then always starts it again before `afterBack`. */
export async function withStopped(
  name: string,
  whileDown: () => Promise<void>,
  afterBack: () => Promise<void>,
): Promise<void> {
  await stopComponent(name);
  try {
    await whileDown();
  } finally {
    await startComponent(name);
  }
  await afterBack();
}

/**
 * Runs `whileFrozen` with the component's process paused (SIGSTOP): it keeps its port open but
 * answers nothing, the case a deadline is for. It always continues (SIGCONT) afterwards.
 */
export async function withFrozen(name: string, whileFrozen: () => Promise<void>): Promise<void> {
  const pid = await pidOf(name);
  process.kill(pid, 'SIGSTOP');
  try {
    await whileFrozen();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}
