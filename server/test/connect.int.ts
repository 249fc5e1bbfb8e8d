import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type {
  ClusterDefinition,
  ConnectDefinition,
  ConnectDefinitionList,
  ConnectPlugin,
  ConnectTask,
  ErrorBody,
} from '@console/contract';
import { createFailingSink } from '@console/stack/connect-rest';
import { eventually } from '@console/stack/eventually';
import { changeRequest, demoConfig, json, present, type RunningServer, startServer } from './helpers.ts';

// Kafka Connect API (spec §2.10, akhq-api.md §2.9) against the stack's distributed worker. The
// connector reads an empty file of its own, so it never writes to (or needs) its topic.

const connectUrl = 'http://127.0.0.1:8083';
const suffix = Math.random().toString(36).slice(2, 8);
const name = `it-connect-${suffix}`;
const file = join(import.meta.dirname, '../../.run', `it-connect-${suffix}.txt`);
const base = '/api/main/connect/demo-connect';
const failing = `it-connect-${suffix}-failing`;

/** The definition once `check` passes on it (Connect applies pause, resume and restart asynchronously). */
const reaches = (
  read: () => Promise<ConnectDefinition>,
  check: (d: ConnectDefinition) => void,
  what: string,
) =>
  eventually(
    async () => {
      const d = await read();
      check(d);
      return d;
    },
    { timeoutMs: 20_000, intervalMs: 300, what },
  );

describe('Kafka Connect API', () => {
  let server: RunningServer;
  const definition = async () => json<ConnectDefinition>(await server.get(`${base}/${name}`));
  before(async () => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '');
    server = await startServer();
  });
  after(async () => {
    rmSync(file, { force: true });
    await fetch(`${connectUrl}/connectors/${name}`, { method: 'DELETE' }).catch(() => {});
    await fetch(`${connectUrl}/connectors/${failing}`, { method: 'DELETE' }).catch(() => {});
    await server.close();
  });

  test('the list holds the seeded connector, RUNNING with its task', async () => {
    // Searched by name: other connectors (of the demo, of other tests) may fill the first page.
    const list = await json<ConnectDefinitionList>(await server.get(`${base}?search=demo-file-source`));
    const seeded = present(
      list.results?.find((d) => d.name === 'demo-file-source'),
      'demo-file-source',
    );
    assert.equal(seeded.type, 'source');
    assert.equal(seeded.shortClassName, 'FileStreamSource');
    assert.equal(seeded.paused, false);
    assert.deepEqual(seeded.tasks, [
      { connector: 'demo-file-source', id: 0, state: 'RUNNING', workerId: '127.0.0.1:8083' },
    ]);
    const none = await json<ConnectDefinitionList>(await server.get(`${base}?search=no-such-connector`));
    assert.deepEqual(none, { page: 1, total: 0, pageSize: 25 });
  });

  test('plugins carry their config definitions; validate gives per-field messages', async () => {
    const plugins = await json<ConnectPlugin[]>(await server.get(`${base}/plugins`));
    const source = present(
      plugins.find((p) => p.shortClassName === 'FileStreamSourceConnector'),
      'FileStreamSourceConnector',
    );
    assert.equal(source.type, 'source');
    const topic = present(
      source.definitions.find((d) => d.name === 'topic'),
      'topic',
    );
    assert.equal(topic.required, true);
    assert.equal(topic.group, 'Others');
    assert.equal(source.definitions.at(-1)?.group, 'Others');

    const one = await json<ConnectPlugin>(await server.get(`${base}/plugins/FileStreamSource`));
    assert.equal(one.className, 'org.apache.kafka.connect.file.FileStreamSourceConnector');

    const checked = await json<ConnectPlugin>(
      await server.get(
        `${base}/plugins/FileStreamSource/validate`,
        changeRequest('PUT', { configs: { 'tasks.max': 0 } }),
      ),
    );
    assert.ok(present(checked.errorCount, 'errorCount') >= 2);
    const firstError = (n: string) =>
      present(checked.definitions.find((d) => d.name === n)?.errors?.[0], `first error of ${n}`);
    assert.match(firstError('topic'), /Missing required configuration "topic"/);
    assert.match(firstError('tasks.max'), /at least 1/);
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
      changeRequest('POST', { clusterId: 'main', connectId: 'demo-connect', name, configs }),
    );
    assert.equal(created.status, 200);
    assert.equal((await json<ConnectDefinition>(created)).name, name);
    const again = await server.get(base, changeRequest('POST', { name, configs }));
    assert.equal(again.status, 409);

    await reaches(
      definition,
      (d) => {
        assert.equal(d.state, 'RUNNING');
        assert.equal(d.tasks?.[0]?.state, 'RUNNING');
      },
      'the new connector and its task RUNNING',
    );
    assert.equal(
      (await json<Record<string, string>>(await server.get(`${base}/${name}/configs`))).file,
      file,
    );
    assert.equal((await json<ConnectTask[]>(await server.get(`${base}/${name}/tasks`))).length, 1);

    assert.equal((await server.get(`${base}/${name}/pause`)).status, 204);
    const paused = await reaches(definition, (d) => assert.ok(d.paused), 'paused');
    assert.equal(paused.state, 'PAUSED');
    assert.equal((await server.get(`${base}/${name}/resume`, { method: 'POST' })).status, 204);
    await reaches(
      definition,
      (d) => {
        assert.equal(d.paused, false);
        assert.equal(d.state, 'RUNNING');
      },
      'resumed and RUNNING',
    );
    assert.equal((await server.get(`${base}/${name}/restart`)).status, 204);
    await reaches(
      definition,
      (d) => assert.equal(d.tasks?.[0]?.state, 'RUNNING'),
      'its task RUNNING after restart',
    );
    assert.equal((await server.get(`${base}/${name}/tasks/0/restart`)).status, 204);
    assert.equal((await server.get(`${base}/${name}/tasks/7/restart`)).status, 404);

    const changed = await server.get(
      `${base}/${name}/configs`,
      changeRequest('POST', { name, configs: { ...configs, 'batch.size': 100 } }),
    );
    assert.equal(changed.status, 200);
    assert.equal((await json<ConnectDefinition>(changed)).configs['batch.size'], '100');
    const locked = await server.get(
      `${base}/${name}/configs`,
      changeRequest('POST', { configs: { ...configs, 'connector.class': 'FileStreamSink' } }),
    );
    assert.equal(locked.status, 400);
    assert.match((await json<ErrorBody>(locked)).message, /^configs\.connector\.class: /);

    assert.equal((await server.get(`${base}/${name}`, { method: 'DELETE' })).status, 204);
    const gone = await server.get(`${base}/${name}`);
    assert.equal(gone.status, 404);
    assert.match((await json<ErrorBody>(gone)).message, /^Connect 'demo-connect': .*not found/i);
  });

  test('bad input is a 400 naming the field; an unknown Connect is a 404', async () => {
    const noClass = await server.get(base, changeRequest('POST', { name: 'x', configs: {} }));
    assert.equal(noClass.status, 400);
    assert.match((await json<ErrorBody>(noClass)).message, /body\.configs: connector\.class is required/);
    const noName = await server.get(
      base,
      changeRequest('POST', { configs: { 'connector.class': 'FileStreamSource' } }),
    );
    assert.match((await json<ErrorBody>(noName)).message, /body\.name/);
    const unknown = await server.get('/api/main/connect/nope');
    assert.equal(unknown.status, 404);
    assert.equal((await json<ErrorBody>(unknown)).message, "Cluster 'main' has no Connect named 'nope'");
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
      assert.deepEqual((await json<ClusterDefinition[]>(await two.get('/api/cluster')))[0]?.connects, [
        'demo-connect',
        'other-connect',
      ]);
      for (const id of ['demo-connect', 'other-connect']) {
        const list = await json<ConnectDefinitionList>(
          await two.get(`/api/main/connect/${id}?search=demo-file-source`),
        );
        assert.ok(
          list.results?.some((d) => d.name === 'demo-file-source'),
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
        (await json<ErrorBody>(res)).message,
        /^Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:1/,
      );
      assert.equal((await broken.get('/api/main/node')).status, 200);
      assert.equal((await broken.get('/api/main/schema')).status, 200);
    } finally {
      await broken.close();
    }
  });

  test('validate takes the class as a connector spells it (the seeded one says FileStreamSource)', async () => {
    for (const spelled of ['FileStreamSource', 'FileStreamSourceConnector']) {
      const res = await server.get(
        `${base}/plugins/${spelled}/validate`,
        changeRequest('PUT', { configs: { 'connector.class': spelled, topic: 't', 'tasks.max': '0' } }),
      );
      assert.equal(res.status, 200, spelled);
      const checked = await json<ConnectPlugin>(res);
      assert.match(
        present(checked.definitions.find((d) => d.name === 'tasks.max')?.errors?.[0], spelled),
        /at least 1/,
      );
    }
    // Another plugin's class is still Connect's 400.
    const other = await server.get(
      `${base}/plugins/FileStreamSource/validate`,
      changeRequest('PUT', { configs: { 'connector.class': 'FileStreamSink' } }),
    );
    assert.equal(other.status, 400);
  });

  test('a RUNNING connector whose only task FAILED shows FAILED with its count; the list sorts on it', async () => {
    // A sink that cannot open its file fails its task at start; Connect still says RUNNING.
    await createFailingSink(failing);
    const failed = await reaches(
      async () => json<ConnectDefinition>(await server.get(`${base}/${failing}`)),
      (d) => assert.equal(d.tasks?.[0]?.state, 'FAILED'),
      'its task FAILED',
    );
    assert.equal(failed.state, 'RUNNING');
    assert.equal(failed.overallState, 'FAILED');
    assert.equal(failed.failedTasks, 1);
    assert.match(present(failed.tasks?.[0]?.trace, 'trace'), /Couldn't find or create file/);

    const seeded = await json<ConnectDefinition>(await server.get(`${base}/demo-file-source`));
    assert.equal(seeded.failedTasks, 0);
    assert.equal(seeded.overallState, 'RUNNING');

    // Both names hold "-": the search keeps other tests' connectors out of the order checked.
    const sorted = async (query: string) =>
      (await json<ConnectDefinitionList>(await server.get(`${base}?${query}`))).results
        ?.map((d) => d.name)
        .filter((n) => n === failing || n === 'demo-file-source');
    assert.deepEqual(await sorted('sort=state&desc=true'), [failing, 'demo-file-source']);
    assert.deepEqual(await sorted('sort=failedTasks&desc=false'), ['demo-file-source', failing]);
    assert.deepEqual(await sorted('sort=failedTasks&desc=true'), [failing, 'demo-file-source']);
    const bad = await server.get(`${base}?sort=colour`);
    assert.equal(bad.status, 400);
  });
});
