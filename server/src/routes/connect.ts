import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { connectClient } from '../connect/connect-clients.ts';
import type { AppContext } from '../context.ts';
import {
  createDefinition,
  definition,
  listDefinitions,
  listPlugins,
  plugin,
  updateDefinition,
  validatePlugin,
} from '../services/connect-service.ts';
import { sortedListOptions } from '../sorted-list.ts';
import { route } from './operation.ts';

// Kafka Connect routes (spec §2.10, §7; akhq-api.md §2.9), under /{cluster}/connect/{connectId}.
// Names (connectors, the Connect cluster for plugins) are declared in contract/src/api/connect-ops.ts
// and checked by the permission hook before these handlers run.

/** A change that answers 204: nothing to send once it is done. */
async function done(change: Promise<void>): Promise<undefined> {
  await change;
  return undefined;
}

export function connectRoutes(api: FastifyInstance, ctx: AppContext): void {
  const client = (p: { cluster: string; connectId: string }) => connectClient(ctx, p.cluster, p.connectId);
  const c = ops.connect;

  route(api, c.list, async (request) =>
    listDefinitions(client(request.params), sortedListOptions(request, ctx.config.pagination['page-size'])),
  );

  route(api, c.create, async (request) =>
    createDefinition(client(request.params), request.body.name, request.body.configs),
  );

  route(api, c.plugins, async (request) => listPlugins(client(request.params)));

  route(api, c.plugin, async (request) => plugin(client(request.params), request.params.className));

  route(api, c.validate, async (request) =>
    validatePlugin(client(request.params), request.params.className, request.body.configs),
  );

  route(api, c.get, async (request) => definition(client(request.params), request.params.name));

  route(api, c.delete, async (request) => done(client(request.params).delete(request.params.name)));

  route(
    api,
    c.tasks,
    async (request) => (await definition(client(request.params), request.params.name)).tasks ?? [],
  );

  route(
    api,
    c.configs,
    async (request) => (await definition(client(request.params), request.params.name)).configs,
  );

  route(api, c.updateConfigs, async (request) =>
    updateDefinition(client(request.params), request.params.name, request.body.configs),
  );

  // Each state change answers POST and, as AKHQ's UI calls it, GET.
  for (const op of [c.pause, c.pauseByGet]) {
    route(api, op, async (request) => done(client(request.params).pause(request.params.name)));
  }
  for (const op of [c.resume, c.resumeByGet]) {
    route(api, op, async (request) => done(client(request.params).resume(request.params.name)));
  }
  for (const op of [c.restart, c.restartByGet]) {
    route(api, op, async (request) => done(client(request.params).restart(request.params.name)));
  }
  for (const op of [c.restartTask, c.restartTaskByGet]) {
    route(api, op, async (request) =>
      done(client(request.params).restartTask(request.params.name, request.params.taskId)),
    );
  }
}
