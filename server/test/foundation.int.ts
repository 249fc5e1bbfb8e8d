import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, Health, NodeList, NodePartitionCount, UiOptions } from '@console/contract';
import { demoConfig, json, type RunningServer, startServer } from './helpers.ts';

// Foundation endpoints against the real stack: clusters, nodes, health, metrics, OpenAPI, the web
// app's hosting, and clusters that are down.

const repo = join(import.meta.dirname, '../..');

/** The part of the OpenAPI document the test reads. */
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
        >;
      }
    >
  >;
}

/** Kafka's own tool says which node leads the metadata quorum: the controller to show. */
function quorumLeader(bootstrap: string): number {
  const out = execFileSync(
    'java',
    [
      '-cp',
      join(repo, '.deps/kafka/lib/*'),
      'org.apache.kafka.tools.MetadataQuorumCommand',
      '--bootstrap-server',
      bootstrap,
      'describe',
      '--status',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const match = /LeaderId:\s+(\d+)/.exec(out);
  assert.ok(match, `no LeaderId in: ${out}`);
  return Number(match[1]);
}

describe('foundation API', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => server.close());

  test('GET /api/cluster lists both clusters with their registry and Connect', async () => {
    const res = await server.get('/api/cluster');
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), [
      {
        id: 'main',
        registry: true,
        registryType: 'CONFLUENT',
        connects: ['demo-connect'],
        ksqldbs: ['flink-sql'],
      },
      { id: 'second', registry: false },
    ]);
  });

  test('main has 3 nodes and the controller is the quorum leader', async () => {
    const body = await json<NodeList>(await server.get('/api/main/node'));
    assert.deepEqual(
      body.nodes.map((n) => [n.id, n.port]),
      [
        [1, 19092],
        [2, 29092],
        [3, 39092],
      ],
    );
    assert.equal(body.controller?.id, quorumLeader('127.0.0.1:19092'));
    assert.match(body.id, /^[\w-]{22}$/);
  });

  test('second (SASL/PLAIN) has 1 node, which is its controller', async () => {
    const body = await json<NodeList>(await server.get('/api/second/node'));
    assert.equal(body.nodes.length, 1);
    assert.equal(body.nodes[0]!.port, 9192);
    assert.equal(body.controller?.id, body.nodes[0]!.id);
  });

  test('partition counts add up to the cluster total', async () => {
    const counts = await json<NodePartitionCount[]>(await server.get('/api/main/node/partitions'));
    assert.equal(counts.length, 3);
    const total = counts[0]!.totalPartitions;
    assert.ok(total >= 20, `seeded topics give many partitions, got ${total}`);
    assert.equal(
      counts.reduce((sum, c) => sum + c.countLeader, 0),
      total,
    );
  });

  test('unknown cluster is 404 with a message naming it', async () => {
    const res = await server.get('/api/nowhere/node');
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { message: "Invalid cluster 'nowhere'" });
  });

  test('ui-options merge global defaults', async () => {
    const body = await json<UiOptions>(await server.get('/api/main/ui-options'));
    assert.equal(body.topic.defaultView, 'HIDE_INTERNAL');
    assert.equal(body.topicData.dateTimeFormat, 'RELATIVE');
  });

  test('health reports each cluster', async () => {
    const res = await server.get('/health');
    assert.equal(res.status, 200);
    const body = await json<Health>(res);
    assert.equal(body.status, 'UP');
    assert.equal(body.clusters.main?.reachable, true);
    assert.equal(body.clusters.second?.reachable, true);
  });

  test('metrics count requests by route pattern', async () => {
    await server.get('/api/main/node');
    const text = await (await server.get('/metrics')).text();
    assert.match(
      text,
      /http_request_duration_seconds_count\{route="\/api\/:cluster\/node",method="GET",status="200"\} \d+/,
    );
    assert.match(text, /process_cpu_user_seconds_total/);
  });

  test('the OpenAPI document is generated from the route schemas', async () => {
    const doc = await json<OpenApiDocument>(await server.get('/api/openapi.json'));
    assert.equal(doc.openapi.startsWith('3.'), true);
    const nodeList = doc.paths['/api/{cluster}/node']?.get;
    assert.ok(nodeList?.responses['200']?.content['application/json']?.schema.properties?.nodes);
  });

  test('the web app is served under /ui with fallback and redirects', async () => {
    const root = await server.get('/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/ui');
    const page = await server.get('/ui/main/node');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await page.text(), /<meta name="console-api-url" content="\/api" \/>/);
    assert.equal(await (await server.get('/ui/assets/app.js')).text(), 'console.log("app");');
    const missingApi = await server.get('/api/main/no-such-thing');
    assert.equal(missingApi.status, 404);
    assert.match((await json<ErrorBody>(missingApi)).message, /Page Not Found/);
  });
});

describe('a cluster that is down', () => {
  let server: RunningServer;
  // `down` refuses connections; `silent` accepts them and never answers, so a call to it lasts
  // until the Kafka deadline (3 s here), long enough to see whether main waits behind it.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  before(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    server = await startServer(
      demoConfig((c) => ({
        ...c,
        server: { ...c.server, 'kafka-timeout-ms': 3000 },
        connections: {
          ...c.connections,
          down: { properties: { 'bootstrap.servers': '127.0.0.1:1' }, connect: [], ksqldb: [] },
          silent: { properties: { 'bootstrap.servers': `127.0.0.1:${port}` }, connect: [], ksqldb: [] },
        },
      })),
    );
  });
  after(async () => {
    await server.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  test('answers with a clear error and does not hold up the other clusters', async () => {
    const downRes = await server.get('/api/down/node');
    assert.equal(downRes.status, 502);
    assert.match((await json<ErrorBody>(downRes)).message, /Cluster 'down'/);

    let silentAnswered = false;
    const silentCall = server.get('/api/silent/node').finally(() => {
      silentAnswered = true;
    });
    const mainRes = await server.get('/api/main/node');
    assert.equal(mainRes.status, 200);
    // Order, not time: main is answered while the silent cluster's call still waits for its deadline.
    assert.equal(silentAnswered, false, 'main was answered only after the silent cluster gave up');
    const silentRes = await silentCall;
    assert.equal(silentRes.status, 504);
    assert.match((await json<ErrorBody>(silentRes)).message, /Cluster 'silent'/);
  });

  test('health is DEGRADED and names the cluster', async () => {
    const res = await server.get('/health');
    assert.equal(res.status, 503);
    const body = await json<Health>(res);
    assert.equal(body.clusters.down?.reachable, false);
    assert.equal(body.clusters.main?.reachable, true);
  });
});

describe('under a base path and API prefix', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer(
      demoConfig((c) => ({
        ...c,
        server: { ...c.server, 'base-path': '/console', 'api-prefix': '/backend' },
      })),
    );
  });
  after(async () => server.close());

  test('API, UI and redirects move under the base path', async () => {
    assert.equal((await server.get('/console/backend/api/cluster')).status, 200);
    assert.equal((await server.get('/api/cluster')).status, 404);
    const root = await server.get('/console');
    assert.equal(root.headers.get('location'), '/console/ui');
    const html = await (await server.get('/console/ui/main/topic')).text();
    assert.match(html, /<meta name="console-base-path" content="\/console" \/>/);
    assert.match(html, /<meta name="console-api-url" content="\/console\/backend\/api" \/>/);
    assert.match(html, /src="\/console\/ui\/assets\/app.js"/);
    assert.equal((await server.get('/console/ui/assets/app.js')).status, 200);
  });
});
