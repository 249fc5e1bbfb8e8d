import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ConfigEntry, ErrorBody, LogDir, Node, NodeList } from '@console/contract';
import { kafkaTool } from '@console/stack/list-kafka';
import { changeRequest, type RunningServer, startServer } from './helpers.ts';

/** The release of `metadata.version`'s SupportedMaxVersion, as Kafka's FeatureCommand prints it from one broker. */
async function supportedRelease(bootstrap: string): Promise<string | undefined> {
  const out = await kafkaTool('org.apache.kafka.tools.FeatureCommand', [
    '--bootstrap-server',
    bootstrap,
    'describe',
  ]);
  return /metadata\.version\s+SupportedMinVersion: \S+\s+SupportedMaxVersion: (\d+\.\d+)-IV\d+/.exec(
    out,
  )?.[1];
}

// Node detail endpoints (spec §2.6, akhq-api.md §2.6) against the real `main` cluster: log dirs and
// configs of one broker, changed and put back.

describe('node detail API', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.get(
      '/api/main/node/2/configs',
      changeRequest('POST', { configs: { 'log.cleaner.backoff.ms': '' } }),
    );
    await server.close();
  });

  test('one node, and 404 for an unknown id', async () => {
    const node = (await (await server.get('/api/main/node/2')).json()) as Node;
    assert.equal(node.port, 29092);
    const missing = await server.get('/api/main/node/42/configs');
    assert.equal(missing.status, 404);
  });

  test('every node carries the Kafka release FeatureCommand reads from that broker', async () => {
    const list = (await (await server.get('/api/main/node')).json()) as NodeList;
    assert.equal(list.nodes.length, 3);
    for (const node of list.nodes) {
      const release = await supportedRelease(`${node.host}:${node.port}`);
      assert.ok(release, 'FeatureCommand printed metadata.version');
      assert.equal(node.version, release, `node ${node.id}`);
    }
    const one = (await (await server.get('/api/main/node/1')).json()) as Node;
    assert.equal(one.version, list.nodes.find((n) => n.id === 1)?.version);
  });

  test('log dirs of a broker hold its replicas of the seeded topics', async () => {
    const logs = (await (await server.get('/api/main/node/2/logs')).json()) as LogDir[];
    const clickstream = logs.filter((l) => l.topic === 'clickstream-1m');
    assert.equal(clickstream.length, 12, 'RF 3 on 3 brokers: every broker holds every partition');
    assert.ok(clickstream.every((l) => l.brokerId === 2 && l.size > 0));
  });

  test('configs: read-write first, a change reads back, then goes back to its default', async () => {
    const configs = (await (await server.get('/api/main/node/2/configs')).json()) as ConfigEntry[];
    const firstReadOnly = configs.findIndex((c) => c.readOnly);
    assert.ok(firstReadOnly > 0);
    assert.ok(configs.slice(firstReadOnly).every((c) => c.readOnly));
    const res = await server.get(
      '/api/main/node/2/configs',
      changeRequest('POST', { configs: { 'log.cleaner.backoff.ms': '16000' } }),
    );
    assert.equal(res.status, 200, await res.clone().text());
    assert.deepEqual(
      ((await res.json()) as ConfigEntry[]).map((c) => [c.name, c.value, c.source]),
      [['log.cleaner.backoff.ms', '16000', 'DYNAMIC_BROKER_CONFIG']],
    );
    const reread = (await (await server.get('/api/main/node/2/configs')).json()) as ConfigEntry[];
    assert.equal(reread.find((c) => c.name === 'log.cleaner.backoff.ms')?.value, '16000');
    const reset = (await (
      await server.get(
        '/api/main/node/2/configs',
        changeRequest('POST', { configs: { 'log.cleaner.backoff.ms': '' } }),
      )
    ).json()) as ConfigEntry[];
    assert.equal(reset[0]?.source, 'DEFAULT_CONFIG');
  });

  test('a read-only broker config is refused with 400 naming it', async () => {
    const res = await server.get(
      '/api/main/node/2/configs',
      changeRequest('POST', { configs: { 'broker.id': '7' } }),
    );
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as ErrorBody).message, /broker\.id/);
  });
});
