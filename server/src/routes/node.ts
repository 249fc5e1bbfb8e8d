import { ClusterParams, NodeList, NodePartitionCounts, P } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { listNodes, nodePartitionCounts } from '../services/node-service.ts';

export function nodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/:cluster/node',
    { config: { permission: P.NODE.READ }, schema: { params: ClusterParams, response: { 200: NodeList } } },
    async (request) => ctx.kafka.run(request.params.cluster, 'node list', listNodes),
  );

  api.get(
    '/:cluster/node/partitions',
    {
      config: { permission: P.NODE.READ },
      schema: { params: ClusterParams, response: { 200: NodePartitionCounts } },
    },
    async (request) => ctx.kafka.run(request.params.cluster, 'partition counts', nodePartitionCounts),
  );
}
