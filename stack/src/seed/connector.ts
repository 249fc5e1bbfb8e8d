// The demo FileStreamSource connector, through the Connect REST API. Seeding puts it back the way
// the seed made it, whatever the demo did to it since: created when absent, its config restored when
// changed, resumed when paused or stopped, failed parts restarted; then it waits until the connector
// and its task are RUNNING, which the tests that follow rely on.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '../endpoints.ts';
import { eventually } from '../eventually.ts';
import { componentDir } from '../paths.ts';

export const CONNECTOR = 'demo-file-source';
export const CONNECTOR_FILE = join(componentDir('connect'), 'demo-input.txt');

const CONFIG: Record<string, string> = {
  'connector.class': 'FileStreamSource',
  'tasks.max': '1',
  file: CONNECTOR_FILE,
  topic: 'connect-file-lines',
  'key.converter': 'org.apache.kafka.connect.storage.StringConverter',
  'value.converter': 'org.apache.kafka.connect.storage.StringConverter',
};

interface Status {
  connector: { state: string };
  tasks: Array<{ id: number; state: string }>;
}

const url = (path = '') => `${endpoints.connect.url}/connectors/${CONNECTOR}${path}`;

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(url(path), {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} connector ${CONNECTOR}${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** The config the seed gives, compared without `name` (Connect adds it) and in any key order. */
function sameConfig(actual: Record<string, string>): boolean {
  const { name: _, ...rest } = actual;
  const keys = Object.keys(rest);
  return keys.length === Object.keys(CONFIG).length && keys.every((k) => rest[k] === CONFIG[k]);
}

export async function seedConnector(): Promise<string> {
  // Written once: the connector tracks its file position, rewriting would re-emit or skip lines.
  if (!existsSync(CONNECTOR_FILE)) {
    mkdirSync(componentDir('connect'), { recursive: true });
    const lines = Array.from(
      { length: 25 },
      (_, i) =>
        `${new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString()} line ${i + 1}: hello from the file source`,
    );
    writeFileSync(CONNECTOR_FILE, `${lines.join('\n')}\n`);
  }
  const done: string[] = [];
  const existing = await fetch(url());
  if (existing.status === 404) {
    const res = await fetch(`${endpoints.connect.url}/connectors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: CONNECTOR, config: CONFIG }),
    });
    if (!res.ok) throw new Error(`creating connector ${CONNECTOR}: ${res.status} ${await res.text()}`);
    done.push('created');
  } else if (!existing.ok) {
    throw new Error(`reading connector ${CONNECTOR}: ${existing.status} ${await existing.text()}`);
  } else if (!sameConfig(((await existing.json()) as { config: Record<string, string> }).config)) {
    await call('PUT', '/config', CONFIG);
    done.push('config restored');
  }

  // A new connector has no status for a moment (404 until a worker takes it).
  const status = () =>
    eventually(async () => (await (await call('GET', '/status')).json()) as Status, {
      timeoutMs: 30_000,
      intervalMs: 500,
      what: `status of connector ${CONNECTOR}`,
    });
  const before = await status();
  if (before.connector.state === 'PAUSED' || before.connector.state === 'STOPPED') {
    await call('PUT', '/resume');
    done.push(`resumed (was ${before.connector.state})`);
  }
  if (before.connector.state === 'FAILED') {
    await call('POST', '/restart?includeTasks=true&onlyFailed=true');
    done.push('restarted (was FAILED)');
  } else {
    for (const task of before.tasks.filter((t) => t.state === 'FAILED')) {
      await call('POST', `/tasks/${task.id}/restart`);
      done.push(`task ${task.id} restarted (was FAILED)`);
    }
  }

  await eventually(
    async () => {
      const now = await status();
      const states = [now.connector.state, ...now.tasks.map((t) => t.state)];
      if (now.tasks.length === 0 || states.some((s) => s !== 'RUNNING'))
        throw new Error(
          `connector ${now.connector.state}, tasks [${now.tasks.map((t) => t.state).join(', ')}]`,
        );
    },
    { timeoutMs: 60_000, intervalMs: 500, what: `connector ${CONNECTOR} and its task RUNNING` },
  );
  return done.length > 0 ? `${done.join(', ')}; RUNNING` : 'exists, RUNNING';
}
