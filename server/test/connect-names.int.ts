import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ConnectDefinitionList, ConnectPlugin, ErrorBody } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

// Names the route table declares for Connect (contract/src/api/connect-ops.ts), enforced by the
// permission hook before Connect is asked: connectors by path and create's body, the Connect
// cluster by its name for plugins, and the list filtered before it is paged.

const connectUrl = 'http://127.0.0.1:8083';

describe('Connect names: every change and read is about names the patterns allow', () => {
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'demo-connect-admins',
        role: 'demo-connect-admin',
        permissions: [
          {
            resources: ['CONNECTOR'],
            actions: ['READ', 'CREATE', 'UPDATE', 'DELETE', 'UPDATE_STATE'],
          },
          { resources: ['CONNECT_CLUSTER'], actions: ['READ'] },
        ],
        patterns: ['demo-.*'],
        clusters: ['main'],
      },
    },
  });
  const base = '/api/main/connect/demo-connect';
  const as = (path: string, method = 'GET', body?: unknown) =>
    server.request(path, server.as.orders, method, body);

  test('create is refused for a name outside the patterns, and Connect never hears of it', async () => {
    const name = `other-${Math.random().toString(36).slice(2, 8)}`;
    const refused = await as(base, 'POST', {
      name,
      configs: { 'connector.class': 'FileStreamSource', topic: 'x', file: '/dev/null' },
    });
    assert.equal(refused.status, 403);
    assert.match((await json<ErrorBody>(refused)).message, new RegExp(`'${name}'`));
    assert.equal((await fetch(`${connectUrl}/connectors/${name}`)).status, 404);
  });

  test('reads and changes of a connector outside the patterns are refused before Connect is asked', async () => {
    // The connector does not exist: a 404 would mean the request reached Connect.
    const other = `${base}/other-connector`;
    const calls: Array<[string, string, unknown?]> = [
      [other, 'GET'],
      [`${other}/tasks`, 'GET'],
      [`${other}/configs`, 'GET'],
      [`${other}/configs`, 'POST', { configs: { 'tasks.max': '1' } }],
      [other, 'DELETE'],
      ...['pause', 'resume', 'restart', 'tasks/0/restart'].flatMap(
        (action): Array<[string, string]> => [
          [`${other}/${action}`, 'GET'],
          [`${other}/${action}`, 'POST'],
        ],
      ),
    ];
    for (const [path, method, body] of calls) {
      assert.equal((await as(path, method, body)).status, 403, `${method} ${path}`);
    }
    // Inside the patterns the same calls reach Connect, which does not know the connector.
    assert.equal((await as(`${base}/demo-no-such-connector/pause`, 'POST')).status, 404);
  });

  test('plugins need CONNECT_CLUSTER READ on the Connect cluster named in the path', async () => {
    const plugins = await json<ConnectPlugin[]>(await as(`${base}/plugins`));
    assert.ok(plugins.some((p) => p.shortClassName === 'FileStreamSourceConnector'));
    const cls = 'FileStreamSourceConnector';
    assert.equal((await as(`${base}/plugins/${cls}`)).status, 200);
    const body = { configs: { 'connector.class': cls } };
    assert.equal((await as(`${base}/plugins/${cls}/validate`, 'PUT', body)).status, 200);
    // Another Connect cluster's name: refused before it is looked up (unknown would be 404).
    const other = '/api/main/connect/other-connect';
    assert.equal((await as(`${other}/plugins`)).status, 403);
    assert.equal((await as(`${other}/plugins/${cls}`)).status, 403);
    assert.equal((await as(`${other}/plugins/${cls}/validate`, 'PUT', body)).status, 403);
  });

  test('the list is filtered before it is paged: totals count only visible connectors', async (t) => {
    // A connector outside the patterns, created STOPPED on Connect itself: no task ever runs.
    const hidden = `other-names-${Math.random().toString(36).slice(2, 8)}`;
    const created = await fetch(`${connectUrl}/connectors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: hidden,
        config: { 'connector.class': 'FileStreamSource', topic: hidden, file: '/dev/null' },
        initial_state: 'STOPPED',
      }),
    });
    assert.equal(created.status, 201);
    t.after(() => fetch(`${connectUrl}/connectors/${hidden}`, { method: 'DELETE' }));

    const list = await json<ConnectDefinitionList>(await as(`${base}?search=${hidden.slice(0, 6)}`));
    assert.equal(list.results, undefined);
    assert.equal(list.total, 0);
    const all = await json<ConnectDefinitionList>(await as(base));
    const names = all.results?.map((d) => d.name) ?? [];
    assert.ok(names.every((n) => n.startsWith('demo-')));
    assert.ok(names.includes('demo-file-source'));
    assert.equal(all.total, names.length);
  });
});
