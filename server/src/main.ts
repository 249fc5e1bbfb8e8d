import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/load.ts';
import { endOpenStreams } from './plugins/open-streams.ts';

// Entry point: `node server/src/main.ts --config path.yml` (or CONSOLE_CONFIG=path.yml).

const { values } = parseArgs({ options: { config: { type: 'string', short: 'c' } } });
const file = values.config ?? process.env.CONSOLE_CONFIG;
if (!file) {
  console.error('No config file: pass --config <file.yml> or set CONSOLE_CONFIG');
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(file);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const { app } = await buildApp(config);
// SIGTERM (a rolling restart, a container stop): stop accepting, tell open event streams the
// server is restarting (the browser's tail reconnects at once, to the next process, from its last
// offsets), give downloads and copies a few seconds (then a download is cut without its last chunk,
// so the browser marks the file failed, and a copy answers 503 with how many records it copied),
// close the Kafka clients, and exit well inside the 10 s most orchestrators wait before SIGKILL.
const STREAM_GRACE_MS = 5000;
const EXIT_DEADLINE_MS = 9000;
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.warn('shutdown took too long; exiting');
    process.exit(1);
  }, EXIT_DEADLINE_MS).unref();
  // Stops accepting at once (new requests on kept-alive connections get 503) and resolves when
  // every connection has ended, which the open streams do just below.
  const closing = app.close();
  // The close waits for every connection, and one whose answer ended after it began (a copy, any
  // request in flight) stays open as a kept-alive idle one until the browser drops it: close those
  // as they go idle, or the process would wait for them past the deadline.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  await endOpenStreams(app, STREAM_GRACE_MS);
  await closing;
  clearInterval(idle);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ host: config.server.host, port: config.server.port });
app.log.info(`Kafka Console at ${address}${config.server['base-path']}/ui`);
