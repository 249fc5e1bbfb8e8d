// Figures of the cluster overview for the topic-list benchmark (issue 15): one overview request
// (its median at 100 and 10,000 topics comes from measure.ts), and what the server's sampler costs at the
// cluster's size: the bytes its rings hold, and the Kafka requests of one round (counted on
// @platformatic/kafka's diagnostics channel, so every request any client of this process sends is
// seen) scaled to a minute at the sampler's interval.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { AppContext } from '../../server/src/context.ts';
import { samplerOf } from '../../server/src/metrics/samplers.ts';

/** Kafka API keys the sampler sends, by name (the protocol's numbering). */
const API_NAMES: Record<number, string> = {
  2: 'ListOffsets',
  3: 'Metadata',
  9: 'OffsetFetch',
  10: 'FindCoordinator',
  16: 'ListGroups',
  18: 'ApiVersions',
  35: 'DescribeLogDirs',
  90: 'DescribeShareGroupOffsets',
};

/** Time of one `GET /api/<cluster>/overview`. */
export async function overviewOnce(url: string, cluster: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/${cluster}/overview`);
  if (!res.ok) throw new Error(`overview: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

export interface SamplerFigures {
  intervalMs: number;
  capacity: number;
  topicSeries: number;
  groupSeries: number;
  groupTopicSeries: number;
  /** Bytes held by the rings once full: (series + 1) x capacity x 8. */
  ringBytes: number;
  /** Heap growth over `rounds` rounds after the rings exist (garbage collected when exposed). */
  heapGrowthBytes: number;
  kafkaRequestsPerRound: number;
  kafkaRequestsPerMinute: number;
  /** Requests per API key in one round, e.g. { Metadata: 1, ListOffsets: 1 }. */
  requestsByApi: Record<string, number>;
  roundMs: number;
}

/** Runs sampler rounds directly (nothing else may talk to Kafka meanwhile) and measures them. */
export async function samplerFigures(ctx: AppContext, cluster: string, rounds = 5): Promise<SamplerFigures> {
  const sampler = samplerOf(ctx, cluster);
  if (!sampler) throw new Error(`no sampler for ${cluster}`);
  await sampler.tick(); // rings created for every series
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const byApi: Record<string, number> = {};
  let requests = 0;
  const onStart = (message: unknown) => {
    requests += 1;
    const apiKey = (message as { apiKey?: number }).apiKey ?? -1;
    const key = API_NAMES[apiKey] ?? `api ${apiKey}`;
    byApi[key] = (byApi[key] ?? 0) + 1;
  };
  subscribe('tracing:plt:kafka:connections:api:start', onStart);
  const started = performance.now();
  try {
    for (let i = 0; i < rounds; i++) await sampler.tick();
  } finally {
    unsubscribe('tracing:plt:kafka:connections:api:start', onStart);
  }
  const roundMs = Math.round((performance.now() - started) / rounds);
  gc?.();
  const heapGrowthBytes = process.memoryUsage().heapUsed - heapBefore;
  const perRound = requests / rounds;
  for (const key of Object.keys(byApi)) byApi[key] = Math.round(((byApi[key] ?? 0) / rounds) * 10) / 10;
  const { intervalMs, capacity } = sampler.options;
  return {
    intervalMs,
    capacity,
    topicSeries: sampler.topics.seriesCount,
    groupSeries: sampler.groups.seriesCount,
    groupTopicSeries: sampler.groupTopics.seriesCount,
    ringBytes: sampler.bytes,
    heapGrowthBytes,
    kafkaRequestsPerRound: Math.round(perRound * 10) / 10,
    kafkaRequestsPerMinute: Math.round(((perRound * 60_000) / intervalMs) * 10) / 10,
    requestsByApi: byApi,
    roundMs,
  };
}
