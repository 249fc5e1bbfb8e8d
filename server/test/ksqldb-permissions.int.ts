import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { securedConsole } from './auth-helpers.ts';

// Stream-SQL routes under security (spec §6: KSQLDB READ for the section, KSQLDB EXECUTE for the query
// and statement routes and for stopping a query), on secured.yml plus the stack's Flink engine.

describe('stream-SQL permissions', () => {
  const server = securedConsole({
    users: ['admin', 'reader', 'orders'],
    change: (c) => {
      c.connections.main!.ksqldb = [{ name: 'flink-sql', url: 'http://127.0.0.1:8183', type: 'flink' }];
      return c;
    },
  });
  const base = '/api/main/ksqldb/flink-sql';
  const call = (user: keyof typeof server.as, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...server.as[user], 'content-type': 'application/json', ...init.headers },
    });

  test('READ lists; EXECUTE runs; without KSQLDB nothing', async () => {
    assert.equal((await call('reader', `${base}/streams`)).status, 200);
    assert.equal((await call('reader', `${base}/info`)).status, 200);
    const query = { method: 'PUT', body: JSON.stringify({ sql: 'SELECT 1 AS n' }) };
    assert.equal((await call('reader', `${base}/queries/pull`, query)).status, 403);
    assert.equal(
      (await call('reader', `${base}/execute`, { method: 'PUT', body: '{"sql":"SHOW TABLES"}' })).status,
      403,
    );
    const stop = await call('reader', `${base}/queries/00000000000000000000000000000000`, {
      method: 'DELETE',
    });
    assert.equal(stop.status, 403);
    assert.equal((await call('orders', `${base}/streams`)).status, 403);
    const ran = await call('admin', `${base}/queries/pull`, query);
    assert.equal(ran.status, 200);
    assert.deepEqual(await ran.json(), { columnNames: ['n'], columnValues: ['[1]'] });
  });

  test('anonymous callers are asked to log in', async () => {
    assert.equal((await fetch(`${server.url}${base}/streams`)).status, 401);
  });
});

describe('stream-SQL engines by name', () => {
  // The engine's name is what KSQLDB patterns match (contract/src/api/ksqldb-ops.ts).
  const server = securedConsole({
    users: ['orders'],
    grants: {
      orders: {
        group: 'sql-other',
        role: 'sql-other',
        permissions: [{ resources: ['KSQLDB'], actions: ['READ', 'EXECUTE'] }],
        patterns: ['other-sql'],
        clusters: ['main'],
      },
    },
    change: (c) => {
      c.connections.main!.ksqldb = [{ name: 'flink-sql', url: 'http://127.0.0.1:8183', type: 'flink' }];
      return c;
    },
  });
  const as = (path: string, method = 'GET', body?: unknown) =>
    server.request(`/api/main/ksqldb${path}`, server.as.orders, method, body);

  test('an engine outside the patterns is refused before it is looked up', async () => {
    for (const [path, method, body] of [
      ['/flink-sql/streams', 'GET'],
      ['/flink-sql/info', 'GET'],
      ['/flink-sql/execute', 'PUT', { sql: 'SHOW TABLES' }],
      ['/flink-sql/queries/pull', 'PUT', { sql: 'SELECT 1 AS n' }],
      ['/flink-sql/queries/00000000000000000000000000000000', 'DELETE'],
    ] as const) {
      const res = await as(path, method, body);
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.match(((await res.json()) as { message: string }).message, /'flink-sql'/);
    }
    // Inside the patterns but not configured: the engine lookup answers.
    assert.equal((await as('/other-sql/streams')).status, 404);
  });
});
