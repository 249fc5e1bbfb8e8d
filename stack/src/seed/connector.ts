// The demo FileStreamSource connector, created through the Connect REST API when absent.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '../endpoints.ts';
import { componentDir } from '../paths.ts';

export const CONNECTOR = 'demo-file-source';
export const CONNECTOR_FILE = join(componentDir('connect'), 'demo-input.txt');

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
  const base = endpoints.connect.url;
  const existing = await fetch(`${base}/connectors/${CONNECTOR}`);
  if (existing.ok) return 'exists';
  const res = await fetch(`${base}/connectors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: CONNECTOR,
      config: {
        'connector.class': 'FileStreamSource',
        'tasks.max': '1',
        file: CONNECTOR_FILE,
        topic: 'connect-file-lines',
        'key.converter': 'org.apache.kafka.connect.storage.StringConverter',
        'value.converter': 'org.apache.kafka.connect.storage.StringConverter',
      },
    }),
  });
  if (!res.ok) throw new Error(`creating connector ${CONNECTOR}: ${res.status} ${await res.text()}`);
  return 'created';
}
