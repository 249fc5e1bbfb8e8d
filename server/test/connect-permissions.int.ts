import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ConnectDefinitionList, ErrorBody } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

// Name patterns on Kafka Connect (spec §6, akhq-api.md §1.6): a user whose group reads only
// `demo-.*` connectors (and Connect clusters) sees only those and may not change their state
// without UPDATE_STATE; without CONNECT_CLUSTER READ on the Connect cluster's name, none of its
// connectors is read, as the cluster list does not show it.

describe('Connect permissions by connector pattern', () => {
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'demo-connectors',
        role: 'connect-reader',
        permissions: [{ resources: ['CONNECTOR', 'CONNECT_CLUSTER'], actions: ['READ'] }],
        patterns: ['demo-.*'],
        clusters: ['main'],
      },
    },
  });
  const base = '/api/main/connect/demo-connect';
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...server.as.orders, ...init.headers } });

  test('reads what the patterns allow, nothing more', async () => {
    const list = await json<ConnectDefinitionList>(await call(base));
    assert.ok(list.results?.every((d) => d.name.startsWith('demo-')));
    assert.ok(list.results?.some((d) => d.name === 'demo-file-source'));
    assert.equal((await call(`${base}/demo-file-source`)).status, 200);
    assert.equal((await call(`${base}/other-connector`)).status, 403);
    assert.equal((await call(`${base}/plugins`)).status, 200);
  });

  test('state changes need UPDATE_STATE: the seeded connector keeps running', async () => {
    assert.equal((await call(`${base}/demo-file-source/pause`)).status, 403);
    assert.equal((await call(`${base}/demo-file-source/restart`, { method: 'POST' })).status, 403);
    assert.equal((await call(`${base}/demo-file-source`, { method: 'DELETE' })).status, 403);
    const status = await json<{ connector: { state: string } }>(
      await fetch('http://127.0.0.1:8083/connectors/demo-file-source/status'),
    );
    assert.equal(status.connector.state, 'RUNNING');
  });
});

describe('Connect permissions by Connect cluster pattern', () => {
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'any-connector-no-connect',
        role: 'connector-reader',
        permissions: [{ resources: ['CONNECTOR'], actions: ['READ', 'UPDATE_STATE'] }],
        patterns: ['.*'],
        clusters: ['main'],
      },
    },
  });

  test('connectors of a Connect cluster outside the patterns are refused by its name', async () => {
    for (const [path, method] of [
      ['', 'GET'],
      ['/demo-file-source', 'GET'],
      ['/demo-file-source/tasks', 'GET'],
      ['/demo-file-source/pause', 'POST'],
    ] as const) {
      const answer = await server.request(`/api/main/connect/demo-connect${path}`, server.as.orders, method);
      assert.equal(answer.status, 403, path);
      assert.match((await json<ErrorBody>(answer)).message, /CONNECT_CLUSTER .*READ for 'demo-connect'/);
    }
    const status = await json<{ connector: { state: string } }>(
      await fetch('http://127.0.0.1:8083/connectors/demo-file-source/status'),
    );
    assert.equal(status.connector.state, 'RUNNING');
  });
});
