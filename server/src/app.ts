import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ops } from '@console/contract';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ConsoleConfig } from './config/schema.ts';
import type { AppContext } from './context.ts';
import { registerErrorHandler } from './errors.ts';
import { KafkaClients } from './kafka/clients.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenStreams } from './plugins/open-streams.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registryClients } from './registry/registry-clients.ts';
import { healthRoutes } from './routes/health.ts';
import { apiRoutes } from './routes/index.ts';
import { route } from './routes/operation.ts';
import { registerCrossSiteGate } from './security/cross-site.ts';
import { registerPermissionHook } from './security/permission.ts';
import { registerAuthRoutes, registerSecurity } from './security/security-plugin.ts';
import { callerResolver } from './security/session-auth.ts';

// Builds the HTTP app in a fixed order: framework plugins, then app-wide hooks, then routes.
// Tests build it the same way and call it through `inject` or a real port.

const here = dirname(fileURLToPath(import.meta.url));
export const VERSION: string = (await import('../package.json', { with: { type: 'json' } })).default.version;

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export async function buildApp(config: ConsoleConfig): Promise<BuiltApp> {
  const basePath = config.server['base-path'];
  const apiRoot = `${basePath}${config.server['api-prefix']}/api`;
  const app = Fastify({
    logger: {
      level: config.server['log-level'],
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const kafka = new KafkaClients(config, app.log);
  const ctx: AppContext = { config, kafka, version: VERSION, registry: registryClients(config, kafka) };
  app.addHook('onClose', async () => ctx.kafka.close());
  // The console's own changes show on the next read: a change request clears the shared Kafka
  // reads (kafka/coalesce.ts) when it starts and again before its answer goes out.
  const changes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  app.addHook('onRequest', async (request) => {
    if (changes(request.method)) kafka.invalidate();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (changes(request.method)) kafka.invalidate();
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (changes(request.method)) kafka.invalidate();
  });

  registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Kafka Console API', version: VERSION }, servers: [{ url: basePath || '/' }] },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);
  registerCrossSiteGate(app, config.security?.['public-url']);
  const auth = await registerSecurity(app, config);
  ctx.auth = auth;
  if (auth) {
    const sessions = config.security!.sessions;
    const cluster = sessions.cluster ?? Object.keys(config.connections)[0];
    if (cluster)
      await auth.revocations.start(
        ctx,
        { cluster, topic: sessions.topic },
        config.security!['session-ttl-seconds'],
      );
    app.addHook('onClose', async () => auth.revocations.close());
  }
  registerPermissionHook(app, apiRoot, callerResolver(auth));
  registerOpenStreams(app, config.server['streams-per-user']);
  if (auth) registerAuthRoutes(app, auth, basePath);
  registerMetrics(app, `${basePath}/metrics`);

  await app.register(
    async (api) => {
      apiRoutes(api, ctx);
      route(api, ops.session.openapi, async () => app.swagger());
    },
    { prefix: apiRoot },
  );
  await app.register(async (root) => healthRoutes(root, ctx), { prefix: basePath });

  const web = await registerWebApp(app, {
    root: config.server['web-root'] ?? join(here, '../../web/dist'),
    basePath,
    apiUrl: apiRoot,
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && web.isUiRoute(path)) return web.sendIndex(reply);
    return reply.status(404).send({ message: `Page Not Found: ${request.method} ${path}` });
  });
  return { app, ctx };
}
