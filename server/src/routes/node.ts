import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { alterConfig, describeConfig } from '../services/config-service.ts';
import { getNode, listNodes, nodeLogDirs, nodePartitionCounts } from '../services/node-service.ts';
import { route } from './operation.ts';

export function nodeRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.node.list, async (request) => ctx.kafka.run(request.params.cluster, 'node list', listNodes));

  route(api, ops.node.partitions, async (request) =>
    ctx.kafka.run(request.params.cluster, 'partition counts', nodePartitionCounts),
  );

  route(api, ops.node.get, async (request) => {
    const { cluster, nodeId } = request.params;
    return ctx.kafka.run(cluster, 'node', (admin) => getNode(admin, nodeId));
  });

  route(api, ops.node.logs, async (request) => {
    const { cluster, nodeId } = request.params;
    return ctx.kafka.run(cluster, 'node log dirs', async (admin) => {
      await getNode(admin, nodeId);
      return nodeLogDirs(admin, nodeId);
    });
  });

  route(api, ops.node.configs, async (request) => {
    const { cluster, nodeId } = request.params;
    return ctx.kafka.run(cluster, 'node configs', async (admin) => {
      await getNode(admin, nodeId);
      return describeConfig(admin, { kind: 'BROKER', id: nodeId });
    });
  });

  route(api, ops.node.updateConfigs, async (request) => {
    const { cluster, nodeId } = request.params;
    return ctx.kafka.run(cluster, `update configs of node ${nodeId}`, async (admin) => {
      await getNode(admin, nodeId);
      return alterConfig(admin, { kind: 'BROKER', id: nodeId }, request.body.configs);
    });
  });
}
