// Who may see the quorum and feature levels and who may upgrade one (security on, secured.yml):
// CLUSTER READ shows them, CLUSTER UPDATE_FEATURE is needed for an upgrade, even a dry run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { P } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';

const server = securedConsole({
  users: ['admin', 'reader', 'orders'],
  grants: {
    // A user limited to orders-.* names who may look at the cluster but not change it.
    orders: {
      group: 'orders-cluster',
      role: 'orders-cluster',
      permissions: [{ resources: ['TOPIC', 'CLUSTER'], actions: [P.CLUSTER.READ.action] }],
      patterns: ['orders-.*'],
      clusters: ['main'],
    },
  },
});
const { admin, reader, orders } = server.as;
const dryRun = { feature: 'group.version', level: 1, validateOnly: true };

async function status(path: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await server.request(path, headers, method, body);
  const text = await res.text();
  return { status: res.status, text };
}

test('CLUSTER READ shows the quorum and features; UPDATE_FEATURE is needed to upgrade', async () => {
  for (const path of ['/api/main/cluster/quorum', '/api/main/cluster/features']) {
    assert.equal((await status(path, admin)).status, 200);
    assert.equal((await status(path, orders)).status, 200, `${path} with CLUSTER READ`);
    const refused = await status(path, reader);
    assert.equal(refused.status, 403, `${path} without CLUSTER READ`);
    assert.match(refused.text, /CLUSTER and action READ/);
  }
  const update = await status('/api/main/cluster/features', orders, 'POST', dryRun);
  assert.equal(update.status, 403);
  assert.match(update.text, /CLUSTER and action UPDATE_FEATURE/);
  assert.equal((await status('/api/main/cluster/features', admin, 'POST', dryRun)).status, 200);
  // The grant is for `main` only.
  assert.equal((await status('/api/second/cluster/quorum', orders)).status, 403);
});
