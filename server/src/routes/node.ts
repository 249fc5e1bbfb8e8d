import {
  ClusterParams,
  ConfigEntries,
  ConfigUpdate,
  LogDirs,
  Node,
  NodeList,
  NodeParams,
  NodePartitionCounts,
  P,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { assertAllowed } from '../security/permission.ts';
import { alterConfig, describeConfig } from '../services/config-service.ts';
import { getNode, listNodes, nodeLogDirs, nodePartitionCounts } from '../services/node-service.ts';

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

  api.get(
    '/:cluster/node/:nodeId',
    { config: { permission: P.NODE.READ }, schema: { params: NodeParams, response: { 200: Node } } },
    async (request) => {
      const { cluster, nodeId } = request.params;
      assertAllowed(request.caller, P.NODE.READ, cluster, String(nodeId));
      return ctx.kafka.run(cluster, 'node', (admin) => getNode(admin, nodeId));
    },
  );

  api.get(
    '/:cluster/node/:nodeId/logs',
    { config: { permission: P.NODE.READ }, schema: { params: NodeParams, response: { 200: LogDirs } } },
    async (request) => {
      const { cluster, nodeId } = request.params;
      assertAllowed(request.caller, P.NODE.READ, cluster, String(nodeId));
      return ctx.kafka.run(cluster, 'node log dirs', async (admin) => {
        await getNode(admin, nodeId);
        return nodeLogDirs(admin, nodeId);
      });
    },
  );

  api.get(
    '/:cluster/node/:nodeId/configs',
    {
      config: { permission: P.NODE.READ_CONFIG },
      schema: { params: NodeParams, response: { 200: ConfigEntries } },
    },
    async (request) => {
      const { cluster, nodeId } = request.params;
      assertAllowed(request.caller, P.NODE.READ_CONFIG, cluster, String(nodeId));
      return ctx.kafka.run(cluster, 'node configs', async (admin) => {
        await getNode(admin, nodeId);
        return describeConfig(admin, { kind: 'BROKER', id: nodeId });
      });
    },
  );

  api.post(
    '/:cluster/node/:nodeId/configs',
    {
      config: { permission: P.NODE.ALTER_CONFIG },
      schema: { params: NodeParams, body: ConfigUpdate, response: { 200: ConfigEntries } },
    },
    async (request) => {
      const { cluster, nodeId } = request.params;
      assertAllowed(request.caller, P.NODE.ALTER_CONFIG, cluster, String(nodeId));
      return ctx.kafka.run(cluster, `update configs of node ${nodeId}`, async (admin) => {
        await getNode(admin, nodeId);
        return alterConfig(admin, { kind: 'BROKER', id: nodeId }, request.body.configs);
      });
    },
  );
}
