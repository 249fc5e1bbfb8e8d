import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { startServer } from './helpers.ts';

// A connection that never sent a request does not hold up the server's close (routes/
// unused-connections.ts). Node's close ends idle kept-alive connections, but not one that never
// sent a request: close then waits until the client drops it. Without the fix this test's close
// never ended (16 min), and pool.int.ts's waited ~70 s after its abandoned searches (undici had
// opened connections for requests aborted before they were written). The timeout below only
// turns such a hang into a failure; the assertion is on what the client saw.

test('close ends unused connections at once, without an answer', { timeout: 60_000 }, async () => {
  const server = await startServer();
  // One real request first, so the server has served something, as in pool.int.ts.
  assert.equal((await server.get('/health')).status, 200);
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise((resolve) => socket.once('close', resolve));
  socket.on('error', () => {});
  await server.close();
  await ended;
  assert.equal(received, '', 'the server closed it without answering');
});
