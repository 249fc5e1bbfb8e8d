import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';

// Kafka Connect API (spec §2.10, akhq-api.md §2.9) against the stack's distributed worker. The
// connector reads an empty file of its own, so it never writes to (or needs) its topic.

const connectUrl = 'http://127.0.0.1:8083';
const suffix = Math.random().toString(36).slice(2, 8);
const name = `it-connect-${suffix}`;
const file = join(import.meta.dirname, '../../.run', `it-connect-${suffix}.txt`);
const base = '/api/main/connect/demo-connect';

const send = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('Kafka Connect API', () => {
  let server: RunningServer;
  const definition = async () => (await server.get(`${base}/${name}`)).json();
  before(async () => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '');
    server = await startServer();
  });
  after(async () => {
    rmSync(file, { force: true });
    await fetch(`${connectUrl}/connectors/${name}`, { method: 'DELETE' }).catch(() => {});
    await server.close();
  });

  test('the list holds the seeded connector, RUNNING with its task', async () => {
    const list = await (await server.get(base)).json();
    const seeded = list.results.find((d: { name: string }) => d.name === 'demo-file-source');
    assert.equal(seeded.type, 'source');
    assert.equal(seeded.shortClassName, 'FileStreamSource');
    assert.equal(seeded.paused, false);
    assert.deepEqual(seeded.tasks, [
      { connector: 'demo-file-source', id: 0, state: 'RUNNING', workerId: '127.0.0.1:8083' },
    ]);
    const none = await (await server.get(`${base}?search=no-such-connector`)).json();
    assert.deepEqual(none, { page: 1, total: 0, pageSize: 25 });
  });

  test('plugins carry their config definitions; validate gives per-field messages', async () => {
    const plugins = await (await server.get(`${base}/plugins`)).json();
    const source = plugins.find(
      (p: { shortClassName: string }) => p.shortClassName === 'FileStreamSourceConnector',
    );
    assert.equal(source.type, 'source');
    const topic = source.definitions.find((d: { name: string }) => d.name === 'topic');
    assert.equal(topic.required, true);
    assert.equal(topic.group, 'Others');
    assert.equal(source.definitions.at(-1).group, 'Others');

    const one = await (await server.get(`${base}/plugins/FileStreamSource`)).json();
    assert.equal(one.className, 'org.apache.kafka.connect.file.FileStreamSourceConnector');

    const checked = await (
      await server.get(
        `${base}/plugins/FileStreamSource/validate`,
        send('PUT', { configs: { 'tasks.max': 0 } }),
      )
    ).json();
    assert.ok(checked.errorCount >= 2);
    const byName = (n: string) => checked.definitions.find((d: { name: string }) => d.name === n);
    assert.match(byName('topic').errors[0], /Missing required configuration "topic"/);
    assert.match(byName('tasks.max').errors[0], /at least 1/);
  });

  test('create, read, pause (GET), resume (POST), restart, change a config, delete', async () => {
    const configs = {
      'connector.class': 'FileStreamSource',
      file,
      topic: `it-connect-${suffix}`,
      'tasks.max': 1,
    };
    const created = await server.get(
      base,
      send('POST', { clusterId: 'main', connectId: 'demo-connect', name, configs }),
    );
    assert.equal(created.status, 200);
    assert.equal((await created.json()).name, name);
    const again = await server.get(base, send('POST', { name, configs }));
    assert.equal(again.status, 409);

    const running = await until(
      definition,
      (d) => d.state === 'RUNNING' && d.tasks?.[0]?.state === 'RUNNING',
    );
    assert.equal(running.tasks[0].state, 'RUNNING');
    assert.equal((await (await server.get(`${base}/${name}/configs`)).json()).file, file);
    assert.equal((await (await server.get(`${base}/${name}/tasks`)).json()).length, 1);

    assert.equal((await server.get(`${base}/${name}/pause`)).status, 204);
    const paused = await until(definition, (d) => d.paused);
    assert.equal(paused.state, 'PAUSED');
    assert.equal((await server.get(`${base}/${name}/resume`, { method: 'POST' })).status, 204);
    assert.equal((await until(definition, (d) => !d.paused && d.state === 'RUNNING')).state, 'RUNNING');
    assert.equal((await server.get(`${base}/${name}/restart`)).status, 204);
    await until(definition, (d) => d.tasks?.[0]?.state === 'RUNNING');
    assert.equal((await server.get(`${base}/${name}/tasks/0/restart`)).status, 204);
    assert.equal((await server.get(`${base}/${name}/tasks/7/restart`)).status, 404);

    const changed = await server.get(
      `${base}/${name}/configs`,
      send('POST', { name, configs: { ...configs, 'batch.size': 100 } }),
    );
    assert.equal(changed.status, 200);
    assert.equal((await changed.json()).configs['batch.size'], '100');
    const locked = await server.get(
      `${base}/${name}/configs`,
      send('POST', { configs: { ...configs, 'connector.class': 'FileStreamSink' } }),
    );
    assert.equal(locked.status, 400);
    assert.match((await locked.json()).message, /^configs\.connector\.class: /);

    assert.equal((await server.get(`${base}/${name}`, { method: 'DELETE' })).status, 204);
    const gone = await server.get(`${base}/${name}`);
    assert.equal(gone.status, 404);
    assert.match((await gone.json()).message, /^Connect 'demo-connect': .*not found/i);
  });

  test('bad input is a 400 naming the field; an unknown Connect is a 404', async () => {
    const noClass = await server.get(base, send('POST', { name: 'x', configs: {} }));
    assert.equal(noClass.status, 400);
    assert.match((await noClass.json()).message, /body\.configs: connector\.class is required/);
    const noName = await server.get(
      base,
      send('POST', { configs: { 'connector.class': 'FileStreamSource' } }),
    );
    assert.match((await noName.json()).message, /body\.name/);
    const unknown = await server.get('/api/main/connect/nope');
    assert.equal(unknown.status, 404);
    assert.equal((await unknown.json()).message, "Cluster 'main' has no Connect named 'nope'");
  });

  test('several Connect clusters per Kafka cluster, each under its own name', async () => {
    const two = await startServer(
      demoConfig((c) => {
        c.connections.main!.connect = [
          { name: 'demo-connect', url: connectUrl },
          { name: 'other-connect', url: connectUrl },
        ];
        return c;
      }),
    );
    try {
      assert.deepEqual((await (await two.get('/api/cluster')).json())[0].connects, [
        'demo-connect',
        'other-connect',
      ]);
      for (const id of ['demo-connect', 'other-connect']) {
        const list = await (await two.get(`/api/main/connect/${id}`)).json();
        assert.ok(
          list.results.some((d: { name: string }) => d.name === 'demo-file-source'),
          id,
        );
      }
    } finally {
      await two.close();
    }
  });

  test('a Connect worker that is down fails its own section only (502)', async () => {
    const broken = await startServer(
      demoConfig((c) => {
        c.connections.main!.connect = [{ name: 'demo-connect', url: 'http://127.0.0.1:1' }];
        return c;
      }),
    );
    try {
      const res = await broken.get(base);
      assert.equal(res.status, 502);
      assert.match(
        (await res.json()).message,
        /^Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:1/,
      );
      assert.equal((await broken.get('/api/main/node')).status, 200);
      assert.equal((await broken.get('/api/main/schema')).status, 200);
    } finally {
      await broken.close();
    }
  });
});
