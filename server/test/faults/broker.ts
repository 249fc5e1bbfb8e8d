import { status, up } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import type { Admin } from '@platformatic/kafka';

// A broker of the running stack killed by its pid (SIGKILL: a crash, no controlled shutdown) and
// started again as the stack starts it, for the fault tests. Other people's tests run on the same
// stack: each outage is kept short and the broker is always restarted, even when a test fails.

export async function killBroker(name: string): Promise<void> {
  const pid = (await status()).find((c) => c.name === name)?.pid;
  if (!pid) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGKILL');
  await eventually(
    () => {
      try {
        process.kill(pid, 0);
      } catch {
        return;
      }
      throw new Error(`${name} (pid ${pid}) is still running`);
    },
    { what: `${name} stopped` },
  );
}

/** Starts the broker again and waits until every partition of `topics` has all its replicas in sync. */
export async function restoreBroker(name: string, admin: Admin, topics: string[]): Promise<void> {
  await up({ only: [name] });
  await eventually(
    async () => {
      const metadata = await admin.metadata({ topics, forceUpdate: true });
      for (const topic of topics) {
        for (const p of metadata.topics.get(topic)?.partitions ?? []) {
          if (p.isr.length !== p.replicas.length) throw new Error(`${topic}-${p} not in sync yet`);
        }
      }
    },
    { timeoutMs: 120_000, intervalMs: 1000, what: `${name} back in sync` },
  );
}
