import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Closing the server (tests, SIGTERM in main.ts) waits for every connection to end. Node closes
// the idle kept-alive ones, but not a connection that never sent a request: it counts as idle
// only after its first request, and is otherwise closed by the headers timeout, 60 s later.
// Browsers open such connections ahead of need, and so does undici for requests aborted before
// they were written (pool.int.ts's abandoned searches: its close waited ~70 s). Nothing was asked
// on them, so nothing is lost by closing them at once.

export function unusedConnections(api: FastifyInstance): void {
  const open = new Set<Socket>();
  api.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  api.addHook('preClose', (done) => {
    // Over HTTPS this is the TCP socket under TLS: a preconnected one has read the client's TLS
    // handshake (bytesRead > 0) though no request came on it, so this check does not close it.
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    done();
  });
}
