import {
  ConnectConfigs,
  ConnectConfigsBody,
  ConnectCreate,
  ConnectDefinition,
  ConnectDefinitionList,
  ConnectListQuery,
  ConnectorParams,
  ConnectParams,
  ConnectPlugin,
  ConnectPluginParams,
  ConnectPlugins,
  ConnectTask,
  ConnectTaskParams,
  P,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConnectClient } from '../connect/connect-client.ts';
import { connectClient } from '../connect/connect-clients.ts';
import type { AppContext } from '../context.ts';
import { assertAllowed, visibleNames } from '../security/permission.ts';
import {
  createDefinition,
  definition,
  listDefinitions,
  listPlugins,
  plugin,
  updateDefinition,
  validatePlugin,
} from '../services/connect-service.ts';

// Kafka Connect routes (spec §2.10, §7; akhq-api.md §2.9), under /{cluster}/connect/{connectId}.
// Pause, resume and restart answer GET as AKHQ's UI calls them, and POST for clients that
// expect a state change not to be a GET.

const NoContent = { 204: z.null() };
const STATE_ACTIONS = ['pause', 'resume', 'restart'] as const;

export function connectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const client = (p: { cluster: string; connectId: string }) => connectClient(ctx, p.cluster, p.connectId);

  api.get(
    '/:cluster/connect/:connectId',
    {
      config: { permission: P.CONNECTOR.READ },
      schema: {
        params: ConnectParams,
        querystring: ConnectListQuery,
        response: { 200: ConnectDefinitionList },
      },
    },
    async (request) => {
      const { cluster } = request.params;
      return listDefinitions(client(request.params), {
        search: request.query.search,
        page: request.query.page ?? 1,
        pageSize: ctx.config.pagination['page-size'],
        visible: (names) => visibleNames(request.caller, P.CONNECTOR.READ, cluster, names, (n) => n),
        link: { path: request.url.split('?')[0] ?? '', query: { search: request.query.search ?? '' } },
      });
    },
  );

  api.post(
    '/:cluster/connect/:connectId',
    {
      config: { permission: P.CONNECTOR.CREATE },
      schema: { params: ConnectParams, body: ConnectCreate, response: { 200: ConnectDefinition } },
    },
    async (request) => {
      assertAllowed(request.caller, P.CONNECTOR.CREATE, request.params.cluster, request.body.name);
      return createDefinition(client(request.params), request.body.name, request.body.configs);
    },
  );

  api.get(
    '/:cluster/connect/:connectId/plugins',
    {
      config: { permission: P.CONNECT_CLUSTER.READ },
      schema: { params: ConnectParams, response: { 200: ConnectPlugins } },
    },
    async (request) => {
      assertAllowed(request.caller, P.CONNECT_CLUSTER.READ, request.params.cluster, request.params.connectId);
      return listPlugins(client(request.params));
    },
  );

  api.get(
    '/:cluster/connect/:connectId/plugins/:className',
    {
      config: { permission: P.CONNECT_CLUSTER.READ },
      schema: { params: ConnectPluginParams, response: { 200: ConnectPlugin } },
    },
    async (request) => {
      assertAllowed(request.caller, P.CONNECT_CLUSTER.READ, request.params.cluster, request.params.connectId);
      return plugin(client(request.params), request.params.className);
    },
  );

  api.put(
    '/:cluster/connect/:connectId/plugins/:className/validate',
    {
      config: { permission: P.CONNECT_CLUSTER.READ },
      schema: { params: ConnectPluginParams, body: ConnectConfigsBody, response: { 200: ConnectPlugin } },
    },
    async (request) => {
      assertAllowed(request.caller, P.CONNECT_CLUSTER.READ, request.params.cluster, request.params.connectId);
      return validatePlugin(client(request.params), request.params.className, request.body.configs);
    },
  );

  /** Checks the name against the caller's patterns and hands over the Connect client. */
  const named = (
    request: { caller: Parameters<typeof assertAllowed>[0]; params: z.infer<typeof ConnectorParams> },
    permission: Parameters<typeof assertAllowed>[1],
  ): ConnectClient => {
    assertAllowed(request.caller, permission, request.params.cluster, request.params.name);
    return client(request.params);
  };

  api.get(
    '/:cluster/connect/:connectId/:name',
    {
      config: { permission: P.CONNECTOR.READ },
      schema: { params: ConnectorParams, response: { 200: ConnectDefinition } },
    },
    async (request) => definition(named(request, P.CONNECTOR.READ), request.params.name),
  );

  api.delete(
    '/:cluster/connect/:connectId/:name',
    { config: { permission: P.CONNECTOR.DELETE }, schema: { params: ConnectorParams, response: NoContent } },
    async (request, reply) => {
      await named(request, P.CONNECTOR.DELETE).delete(request.params.name);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/:cluster/connect/:connectId/:name/tasks',
    {
      config: { permission: P.CONNECTOR.READ },
      schema: { params: ConnectorParams, response: { 200: z.array(ConnectTask) } },
    },
    async (request) => (await definition(named(request, P.CONNECTOR.READ), request.params.name)).tasks ?? [],
  );

  api.get(
    '/:cluster/connect/:connectId/:name/configs',
    {
      config: { permission: P.CONNECTOR.READ },
      schema: { params: ConnectorParams, response: { 200: ConnectConfigs } },
    },
    async (request) => (await definition(named(request, P.CONNECTOR.READ), request.params.name)).configs,
  );

  api.post(
    '/:cluster/connect/:connectId/:name/configs',
    {
      config: { permission: P.CONNECTOR.UPDATE },
      schema: { params: ConnectorParams, body: ConnectConfigsBody, response: { 200: ConnectDefinition } },
    },
    async (request) =>
      updateDefinition(named(request, P.CONNECTOR.UPDATE), request.params.name, request.body.configs),
  );

  for (const action of STATE_ACTIONS) {
    api.route({
      method: ['GET', 'POST'],
      url: `/:cluster/connect/:connectId/:name/${action}`,
      config: { permission: P.CONNECTOR.UPDATE_STATE },
      schema: { params: ConnectorParams, response: NoContent },
      handler: async (request, reply) => {
        await named(request, P.CONNECTOR.UPDATE_STATE)[action](request.params.name);
        return reply.status(204).send(null);
      },
    });
  }

  api.route({
    method: ['GET', 'POST'],
    url: '/:cluster/connect/:connectId/:name/tasks/:taskId/restart',
    config: { permission: P.CONNECTOR.UPDATE_STATE },
    schema: { params: ConnectTaskParams, response: NoContent },
    handler: async (request, reply) => {
      assertAllowed(request.caller, P.CONNECTOR.UPDATE_STATE, request.params.cluster, request.params.name);
      await client(request.params).restartTask(request.params.name, request.params.taskId);
      return reply.status(204).send(null);
    },
  });
}
