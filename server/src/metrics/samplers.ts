import type { AppContext } from '../context.ts';
import { isInternalTopic, topicKinds } from '../services/topic-filter.ts';
import { ClusterSampler, DEFAULT_SAMPLER, type SamplerOptions } from './offset-sampler.ts';

// One sampler per configured cluster, started with the app and stopped when it closes. Kept beside
// the app context (keyed by it), like the Connect and SQL clients.

const byContext = new WeakMap<AppContext, Map<string, ClusterSampler>>();

export function startSamplers(
  ctx: AppContext,
  options: SamplerOptions = DEFAULT_SAMPLER,
): Map<string, ClusterSampler> {
  const samplers = new Map<string, ClusterSampler>();
  const kinds = topicKinds(ctx.config.topic['internal-regexps'], ctx.config.topic['stream-regexps']);
  const isInternal = (name: string, kafkaInternal: boolean) => isInternalTopic(kinds, name, kafkaInternal);
  for (const cluster of Object.keys(ctx.config.connections)) {
    const sampler = new ClusterSampler((what, op) => ctx.kafka.run(cluster, what, op), isInternal, options);
    samplers.set(cluster, sampler);
    sampler.start();
  }
  byContext.set(ctx, samplers);
  return samplers;
}

export function samplerOf(ctx: AppContext, cluster: string): ClusterSampler | undefined {
  return byContext.get(ctx)?.get(cluster);
}

export async function stopSamplers(ctx: AppContext): Promise<void> {
  await Promise.all([...(byContext.get(ctx)?.values() ?? [])].map((s) => s.stop()));
}
