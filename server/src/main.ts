import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/load.ts';

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
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ host: config.server.host, port: config.server.port });
app.log.info(`Kafka Console at ${address}${config.server['base-path']}/ui`);
