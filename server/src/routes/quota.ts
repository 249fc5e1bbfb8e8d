import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createQuota, deleteQuota, listQuotas, updateQuota } from '../services/quota-service.ts';
import { route } from './operation.ts';

export function quotaRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.quota.list, async (request) =>
    ctx.kafka.run(request.params.cluster, 'client quotas', (admin) => listQuotas(admin, request.query)),
  );

  route(api, ops.quota.create, async (request) =>
    ctx.kafka.run(request.params.cluster, 'create client quota', (admin) => createQuota(admin, request.body)),
  );

  route(api, ops.quota.update, async (request) =>
    ctx.kafka.run(request.params.cluster, 'update client quota', (admin) => updateQuota(admin, request.body)),
  );

  route(api, ops.quota.delete, async (request) => {
    await ctx.kafka.run(request.params.cluster, 'delete client quota', (admin) =>
      deleteQuota(admin, request.body),
    );
  });
}
