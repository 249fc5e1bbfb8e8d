import { type ClusterHealth, ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { unreachable } from '../errors.ts';
import type { ClusterSampler } from '../metrics/offset-sampler.ts';
import { samplerOf, startSamplers, stopSamplers } from '../metrics/samplers.ts';
import { ratesOf } from '../metrics/series-ring.ts';
import { componentHealth } from '../services/overview-components.ts';
import { clusterOverview } from '../services/overview-service.ts';
import { route } from './operation.ts';

// The cluster overview (issue 15): figures from Kafka on each request, time series from the
// server's own sampler (server/src/metrics/offset-sampler.ts), started here for every cluster.

const nullable = (values: number[]) => values.map((v) => (Number.isNaN(v) ? null : v));

function health(sampler: ClusterSampler | undefined): ClusterHealth {
  const last = sampler?.last;
  if (!last) return { status: 'UNKNOWN', message: 'Not checked yet' };
  if (last.error) return { status: 'DOWN', message: last.error, checkedAt: last.at };
  const problems = [
    last.brokersOnline < last.brokersTotal
      ? `${last.brokersTotal - last.brokersOnline} broker(s) offline`
      : '',
    last.offline > 0 ? `${last.offline} offline partition(s)` : '',
    last.underReplicated > 0 ? `${last.underReplicated} under-replicated partition(s)` : '',
  ].filter(Boolean);
  return problems.length > 0
    ? { status: 'WARN', message: problems.join(', '), checkedAt: last.at }
    : { status: 'UP', message: `${last.brokersOnline} broker(s) online`, checkedAt: last.at };
}

export function overviewRoutes(api: FastifyInstance, ctx: AppContext): void {
  startSamplers(ctx);
  api.addHook('onClose', async () => stopSamplers(ctx));

  route(api, ops.overview.get, async (request) => {
    const { cluster } = request.params;
    ctx.kafka.connection(cluster); // 404 for an unknown cluster
    const sampler = samplerOf(ctx, cluster);
    if (!sampler) throw unreachable(`Cluster '${cluster}' is not sampled`);
    // The cluster-wide figures come from the sampler's last round (at most one interval old); a
    // server that has not sampled yet, or whose last round failed, samples now.
    if (!sampler.last?.stats) await sampler.tick();
    const last = sampler.last;
    if (!last?.stats) throw unreachable(last?.error ?? `Cluster '${cluster}' could not be read`);
    const stats = last.stats;
    const [figures, components] = await Promise.all([
      ctx.kafka.run(cluster, 'overview', (admin) => clusterOverview(admin, stats, last.groupLag)),
      componentHealth(ctx, cluster),
    ]);
    return { ...figures, components };
  });

  route(api, ops.overview.health, async (request) => {
    ctx.kafka.connection(request.params.cluster); // 404 for an unknown cluster
    return health(samplerOf(ctx, request.params.cluster));
  });

  route(api, ops.overview.rates, async (request) => {
    const { cluster } = request.params;
    ctx.kafka.connection(cluster);
    const sampler = samplerOf(ctx, cluster);
    if (!sampler) return { intervalMs: 0, times: [], cluster: [], topics: [] };
    const ring = sampler.topics;
    const times = ring.times();
    const clusterRates: Array<number | null> = times.map(() => null);
    const busy: Array<{ name: string; records: number; rates: Array<number | null> }> = [];
    for (const name of ring.names()) {
      const rates = ratesOf(times, ring.values(name) ?? []);
      let records = 0;
      rates.forEach((r, i) => {
        if (r === null) return;
        clusterRates[i] = (clusterRates[i] ?? 0) + r;
        records += (r * ((times[i] as number) - (times[i - 1] as number))) / 1000;
      });
      busy.push({ name, records, rates });
    }
    const wanted = request.query.topics;
    const chosen = wanted
      ? busy.filter((t) => wanted.includes(t.name))
      : busy
          .filter((t) => t.records > 0)
          .sort((a, b) => b.records - a.records)
          .slice(0, request.query.top);
    return {
      intervalMs: sampler.options.intervalMs,
      times,
      cluster: clusterRates,
      topics: chosen.map((t) => ({ name: t.name, values: t.rates })),
    };
  });

  route(api, ops.overview.groupLag, async (request) => {
    const { cluster, groupId } = request.params;
    ctx.kafka.connection(cluster);
    const sampler = samplerOf(ctx, cluster);
    if (!sampler) return { intervalMs: 0, times: [], total: [], topics: [] };
    return {
      intervalMs: sampler.options.intervalMs,
      times: sampler.groups.times(),
      total: nullable(sampler.groups.values(groupId) ?? sampler.groups.times().map(() => Number.NaN)),
      topics: sampler.groupTopicSeries(groupId).map((t) => ({ name: t.topic, values: nullable(t.values) })),
    };
  });
}
