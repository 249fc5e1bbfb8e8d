import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { describeFeatures, updateFeature } from '../services/feature-service.ts';
import { describeQuorum } from '../services/quorum-service.ts';
import { route } from './operation.ts';

// The KRaft quorum and feature levels of a cluster (issue 16).
export function clusterRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.cluster.quorum, async (request) =>
    ctx.kafka.run(request.params.cluster, 'metadata quorum', describeQuorum),
  );

  route(api, ops.cluster.features, async (request) =>
    ctx.kafka.run(request.params.cluster, 'feature levels', describeFeatures),
  );

  route(api, ops.cluster.updateFeature, async (request) => {
    const { feature, level, validateOnly } = request.body;
    const what = `${validateOnly ? 'dry run of ' : ''}upgrade of ${feature} to ${level}`;
    return ctx.kafka.run(request.params.cluster, what, (admin) => updateFeature(admin, request.body));
  });
}
