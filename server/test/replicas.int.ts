import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { securedConfigFile } from './auth-helpers.ts';
import { type ConsoleProcess, freePort, readTail, startConsoleProcess, tailPath } from './console-process.ts';

// Two console replicas behind one address (issue 17): a small proxy in this file sends each
// request to the next replica in turn (round-robin per request, skipping one that refuses the
// connection). A login on one works on the other (the signing secret is shared), a tail survives
// the replica it streams from being stopped (it reconnects through the proxy to the other, from
// its last offsets), and a logout holds on both (revocations on the sessions topic).

const bootstrap = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];

/** Round-robin per request over `ports`; records which replica answered each request. */
function roundRobin(ports: number[]): { server: Server; served: number[] } {
  let next = 0;
  const served: number[] = [];
  const server = createServer((req, res) => {
    const attempt = (tries: number) => {
      const port = ports[next++ % ports.length] as number;
      const upstream = request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          served.push(port);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          res.on('close', () => answer.destroy());
        },
      );
      upstream.on('error', () => {
        if (tries > 1 && !res.headersSent) return attempt(tries - 1);
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      req.pipe(upstream);
    };
    attempt(ports.length);
  });
  return { server, served };
}

describe('two replicas behind a round-robin proxy', () => {
  const suffix = randomBytes(4).toString('hex');
  const sessions = `it-replicas-sessions-${suffix}`;
  const topic = `it-replicas-${suffix}`;
  const env = { CONSOLE__SECURITY__SESSIONS__TOPIC: sessions, CONSOLE__SECURITY__SESSIONS__CLUSTER: 'main' };
  const admin = new Admin({ clientId: 'it-replicas', bootstrapBrokers: bootstrap });
  const producer = new Producer({
    clientId: 'it-replicas',
    bootstrapBrokers: bootstrap,
    serializers: stringSerializers,
  });
  const ports: number[] = [];
  const replicas: ConsoleProcess[] = [];
  let proxy: ReturnType<typeof roundRobin>;
  let url = '';

  before(async () => {
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 3 });
    ports.push(await freePort(), await freePort());
    for (const port of ports) replicas.push(await startConsoleProcess(port, securedConfigFile, env));
    proxy = roundRobin(ports);
    proxy.server.listen(0, '127.0.0.1');
    await once(proxy.server, 'listening');
    url = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  });
  after(async () => {
    proxy.server.closeAllConnections();
    proxy.server.close();
    for (const r of replicas) {
      r.child.kill('SIGTERM');
      await r.exited;
    }
    await producer.close();
    await admin.deleteTopics({ topics: [topic, sessions] }).catch(() => {});
    await admin.close();
  });

  test('login on one, tail across a stopped replica, logout on both', async () => {
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reader', password: 'reader-pw' }),
    });
    assert.equal(login.status, 200);
    const jwt = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('JWT='))
      ?.split(';')[0];
    assert.ok(jwt, 'the login sets the session cookie');
    const cookie = { cookie: jwt };

    // The session works on both replicas: four requests in turn, two on each.
    const before = proxy.served.length;
    for (let i = 0; i < 4; i++) {
      const me = (await (await fetch(`${url}/api/me`, { headers: cookie })).json()) as { logged: boolean };
      assert.equal(me.logged, true);
    }
    assert.deepEqual(new Set(proxy.served.slice(before)), new Set(ports));

    // A tail through the proxy; the replica it streams from is stopped; it goes on on the other.
    const tail = await readTail(`${url}${tailPath(topic)}`, cookie);
    const streaming = replicas[ports.indexOf(proxy.served.at(-1) as number)] as ConsoleProcess;
    const send = (from: number, to: number) =>
      producer.send({
        messages: Array.from({ length: to - from }, (_, i) => ({ topic, key: `k${from + i}`, value: 'v' })),
      });
    await send(0, 20);
    await eventually(() => assert.equal(tail.keys.length, 20));
    streaming.child.kill('SIGTERM');
    assert.equal(await streaming.exited, 0);
    await tail.ended;
    assert.equal(tail.events.at(-1), 'serverRestart');
    await send(20, 30);
    const resumed = await readTail(`${url}${tailPath(topic, tail.offsets)}`, cookie);
    await send(30, 40);
    await eventually(() => assert.equal(resumed.keys.length, 20));
    const expected = Array.from({ length: 40 }, (_, i) => `k${i}`);
    assert.deepEqual([...tail.keys, ...resumed.keys], expected, 'every record once, in order');
    resumed.close();

    // The stopped replica comes back; a logout through the proxy holds on both.
    const index = replicas.indexOf(streaming);
    replicas[index] = await startConsoleProcess(ports[index] as number, securedConfigFile, env);
    const logout = await fetch(`${url}/logout`, { headers: cookie, redirect: 'manual' });
    assert.equal(logout.status, 302);
    await eventually(async () => {
      const answers = [];
      for (let i = 0; i < 2; i++) {
        answers.push(
          ((await (await fetch(`${url}/api/me`, { headers: cookie })).json()) as { logged: boolean }).logged,
        );
      }
      assert.deepEqual(answers, [false, false], 'the ended session is refused by both replicas');
    });
    for (const port of ports) {
      const me = (await (await fetch(`http://127.0.0.1:${port}/api/me`, { headers: cookie })).json()) as {
        logged: boolean;
      };
      assert.equal(me.logged, false, `replica on ${port} refuses the ended session`);
    }
  });
});
