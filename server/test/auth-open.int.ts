// Without a security section the console stays open (issue 3 §1): everyone has every role, login
// is not offered, and no login routes exist. demo.yml is that config; everyone else's tests need it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allPermissions } from '@console/contract';
import { type RunningServer, startServer } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => server?.close());

test('auths reports login disabled and me grants every permission to an anonymous caller', async () => {
  assert.deepEqual(await (await server.get('/api/auths')).json(), {
    loginEnabled: false,
    formEnabled: false,
    version: '0.1.0',
  });
  const me = (await (await server.get('/api/me')).json()) as {
    logged: boolean;
    roles: Array<{ resources: string[]; actions: string[] }>;
  };
  assert.equal(me.logged, false);
  for (const p of allPermissions()) {
    assert.ok(
      me.roles.some((r) => r.resources.includes(p.resource) && r.actions.includes(p.action)),
      `${p.resource} ${p.action}`,
    );
  }
  const clusters = (await (await server.get('/api/cluster')).json()) as Array<{ id: string }>;
  assert.deepEqual(clusters.map((c) => c.id).sort(), ['main', 'second']);
});

test('no login route and no CSRF check in an open console', async () => {
  const loginCall = await server.get('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'a', password: 'b' }),
  });
  assert.equal(loginCall.status, 404);
  // A stale cookie from a secured console does not block anything here.
  const nodes = await server.get('/api/main/node', { headers: { cookie: 'JWT=stale' } });
  assert.equal(nodes.status, 200);
});
