import assert from 'node:assert/strict';
import { endpoints } from './endpoints.ts';

// Connectors made straight through Connect's REST API, not the console's, for the server's
// integration tests and the browser tests: `@console/stack/connect-rest`.

/**
 * Creates a FileStreamSink that cannot open its file: its task fails at start, before it reads
 * anything, while Connect still says the connector is RUNNING. The caller deletes it after.
 */
export async function createFailingSink(name: string): Promise<void> {
  const created = await fetch(`${endpoints.connect.url}/connectors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      config: {
        'connector.class': 'FileStreamSink',
        topics: 'connect-file-lines',
        file: '/nonexistent-dir/x/out.txt',
      },
    }),
  });
  assert.equal(created.status, 201, await created.text());
}
