import { Health } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';

// Liveness plus per-cluster reachability, for load balancers and for `stack status`-like checks.
// Clusters are probed in parallel, each under the Kafka deadline, so one dead cluster costs at most
// one deadline however many there are.

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    { config: { permission: 'public' }, schema: { response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const entries = await Promise.all(
        Object.keys(ctx.config.connections).map(async (cluster) => {
          const started = performance.now();
          try {
            await ctx.kafka.run(cluster, 'health check', (admin) =>
              admin.metadata({ topics: [], forceUpdate: true }),
            );
            return [
              cluster,
              { reachable: true, latencyMs: Math.round(performance.now() - started) },
            ] as const;
          } catch (error) {
            return [cluster, { reachable: false, error: (error as Error).message }] as const;
          }
        }),
      );
      const clusters = Object.fromEntries(entries);
      const up = entries.every(([, h]) => h.reachable);
      return reply.status(up ? 200 : 503).send({ status: up ? 'UP' : 'DEGRADED', clusters });
    },
  );
}
