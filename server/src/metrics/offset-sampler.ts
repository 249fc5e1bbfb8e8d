import type { Admin, GroupBase } from '@platformatic/kafka';
import { forgetReads } from '../kafka/coalesce.ts';
import { type GroupOffset, groupTypeOf, offsetsOfGroups } from '../services/consumer-group-kinds.ts';
import { listGroupIds } from '../services/consumer-group-service.ts';
import { type ClusterStats, clusterStats, type GroupLag } from '../services/overview-service.ts';
import { clusterSnapshot } from '../services/topic-metadata.ts';
import { partitionOffsets } from '../services/topic-offsets.ts';
import { SeriesRing } from './series-ring.ts';

// The overview's time series and cluster-wide figures, sampled by the server while it runs (issue
// 15): every interval, one Metadata request, one ListOffsets (latest) per leader broker for every
// partition of the cluster, two ListGroups per broker (consumer groups; share and streams
// groups), one OffsetFetch and one DescribeShareGroupOffsets per group coordinator and one
// DescribeLogDirs per broker (plus DescribeConfigs for the topics whose ISR shrank). Each sample keeps per topic the sum of its high
// watermarks (records/s in = its growth) and per group its lag, in rings of a fixed number of
// samples: memory is bounded by (topics + groups + group topics) x capacity x 8 B.
// Groups of every type have a lag series: consumer and streams groups commit offsets (lag = high
// watermark - committed), share groups have Kafka's own lag per share-partition (records not yet
// acknowledged, DescribeShareGroupOffsets), as the share group's page shows it.

export interface SamplerOptions {
  intervalMs: number;
  /** Samples kept: capacity x interval is the charts' window. */
  capacity: number;
}

/** One hour at 30 s. */
export const DEFAULT_SAMPLER: SamplerOptions = { intervalMs: 30_000, capacity: 121 };

/**
 * How often a cluster whose last round failed is asked whether it answers again: one Metadata
 * request for no topic, so the health dot turns green seconds after the cluster is back instead of
 * at the next round. A healthy cluster is never probed.
 */
export const RECOVERY_PROBE_MS = 2000;

/** What the last round saw, for the health dot and the overview's totals. */
export interface SampleSummary {
  at: number;
  error?: string;
  brokersOnline: number;
  brokersTotal: number;
  underReplicated: number;
  offline: number;
  totalLag: number;
  /**
   * Lag of every group with offsets, of every type (the overview's total and its largest-lag list);
   * the type decides which group page the overview's link opens.
   */
  groupLag: Map<string, GroupLag>;
  /** The overview's cluster-wide figures of this round. */
  stats?: ClusterStats;
}

type Runner = <T>(what: string, operation: (admin: Admin) => Promise<T>) => Promise<T>;

const KEY_SEPARATOR = '\u0000';

/** Records between a committed offset and the high watermark; unknown when the partition is gone. */
const lagOf = (end: bigint | undefined, committed: number) =>
  end === undefined ? undefined : Math.max(0, Number(end) - committed);

export class ClusterSampler {
  readonly options: SamplerOptions;
  /** topic -> sum of its partitions' high watermarks. */
  readonly topics: SeriesRing;
  /** group -> total lag. */
  readonly groups: SeriesRing;
  /** group NUL topic -> lag of the group on that topic. */
  readonly groupTopics: SeriesRing;
  #last: SampleSummary | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  #probe: NodeJS.Timeout | undefined;
  readonly #run: Runner;
  readonly #isInternal: (name: string, kafkaInternal: boolean) => boolean;

  constructor(
    run: Runner,
    isInternal: (name: string, kafkaInternal: boolean) => boolean,
    options: SamplerOptions = DEFAULT_SAMPLER,
  ) {
    this.#run = run;
    this.#isInternal = isInternal;
    this.options = options;
    this.topics = new SeriesRing(options.capacity);
    this.groups = new SeriesRing(options.capacity);
    this.groupTopics = new SeriesRing(options.capacity);
  }

  get last(): SampleSummary | undefined {
    return this.#last;
  }

  /** Samples now, then every interval; the timer never keeps the process alive. */
  start(): void {
    if (this.#timer) return;
    void this.tick();
    // A round still running when the timer fires (a slow cluster) is not doubled.
    this.#timer = setInterval(() => {
      if (!this.#running) void this.tick();
    }, this.options.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    clearTimeout(this.#probe);
    this.#probe = undefined;
    await this.#next;
    await this.#running;
  }

  /**
   * One round that starts now or, when a round is running, right after it: its caller wants what
   * Kafka holds now, not what a round begun earlier read. At most one round waits. Errors end up in
   * `last`.
   */
  tick(): Promise<void> {
    if (this.#running) {
      this.#next ??= this.#running.then(() => {
        this.#next = undefined;
        return this.tick();
      });
      return this.#next;
    }
    this.#running = this.#sample().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #sample(): Promise<void> {
    const at = Date.now();
    try {
      this.#last = await this.#run('overview sample', (admin) => {
        // A round reads what Kafka holds now (see tick()): the whole-cluster lists the coalescer
        // keeps up to a second (kafka/coalesce.ts) may predate it. Once per round, so cheap.
        forgetReads(admin);
        return this.#round(admin, at);
      });
    } catch (error) {
      this.#last = {
        at,
        error: (error as Error).message,
        brokersOnline: 0,
        brokersTotal: this.#last?.brokersTotal ?? 0,
        underReplicated: 0,
        offline: 0,
        totalLag: 0,
        groupLag: new Map(),
      };
      this.#probeUntilBack();
    }
  }

  /** While the cluster does not answer, a cheap probe; the first answer brings a full round at once. */
  #probeUntilBack(): void {
    if (!this.#timer || this.#probe) return; // stopped (or a probe already waits)
    this.#probe = setTimeout(async () => {
      try {
        await this.#run('recovery probe', (admin) => admin.metadata({ topics: [], forceUpdate: true }));
        this.#probe = undefined;
        if (this.#timer) await this.tick();
      } catch {
        this.#probe = undefined;
        this.#probeUntilBack();
      }
    }, RECOVERY_PROBE_MS);
    this.#probe.unref();
  }

  async #round(admin: Admin, at: number): Promise<SampleSummary> {
    const snapshot = await clusterSnapshot(admin);
    const metas = [...snapshot.topics.values()];
    // Consumer groups as before, the other types apart: not the group list page's request
    // (listAllGroups), whose kept answer a round would otherwise hand to the next page. A round
    // starting as a test or a user made groups must not make the page miss them for a second.
    const [latest, consumerGroups, otherGroups] = await Promise.all([
      partitionOffsets(admin, metas, -1n),
      listGroupIds(admin).catch(() => new Map<string, GroupBase>()),
      admin.listGroups({ types: ['share', 'streams'] }).catch(() => new Map<string, GroupBase>()),
    ]);
    const allGroups = new Map([...consumerGroups, ...otherGroups]);
    // Share groups apart, each with its own catch: their reads (DescribeShareGroupOffsets at their
    // coordinators) failing must not blank the consumer groups' lag for the round.
    const ids = [...allGroups.keys()];
    const isShare = (id: string) => groupTypeOf(allGroups.get(id)) === 'share';
    const offsetsOf = (some: string[]) =>
      offsetsOfGroups(admin, some, allGroups).catch(() => new Map<string, GroupOffset[]>());
    const [committed, shared, stats] = await Promise.all([
      offsetsOf(ids.filter((id) => !isShare(id))),
      offsetsOf(ids.filter(isShare)),
      clusterStats(admin, snapshot, consumerGroups, this.#isInternal, at),
    ]);
    const offsets = new Map([...committed, ...shared]);

    const sums = new Map<string, number>();
    for (const topic of metas) {
      let sum = 0;
      const offsets = latest.get(topic.name);
      if (offsets) for (const o of offsets.values()) sum += Number(o);
      if (offsets && offsets.size > 0) sums.set(topic.name, sum);
    }

    const allLag = new Map<string, number>();
    const groupLag = new Map<string, GroupLag>();
    const topicLag = new Map<string, number>();
    let totalLag = 0;
    for (const [group, list] of offsets) {
      const type = groupTypeOf(allGroups.get(group));
      const share = type === 'share';
      let lag = 0;
      for (const c of list) {
        const l = share ? c.lag : lagOf(latest.get(c.topic)?.get(c.partition), c.offset);
        if (l === undefined) continue; // a share-partition Kafka has no lag for yet, a deleted topic
        lag += l;
        const key = `${group}${KEY_SEPARATOR}${c.topic}`;
        topicLag.set(key, (topicLag.get(key) ?? 0) + l);
      }
      allLag.set(group, lag);
      groupLag.set(group, { lag, type });
      totalLag += lag;
    }

    this.topics.push(at, sums);
    this.groups.push(at, allLag);
    this.groupTopics.push(at, topicLag);
    return {
      at,
      brokersOnline: snapshot.brokers.size,
      brokersTotal: stats.perBroker.size,
      underReplicated: stats.underReplicated,
      offline: stats.offline,
      totalLag,
      groupLag,
      stats,
    };
  }

  /** Per topic lag series of one group, oldest first. */
  groupTopicSeries(group: string): Array<{ topic: string; values: number[] }> {
    const prefix = `${group}${KEY_SEPARATOR}`;
    const out: Array<{ topic: string; values: number[] }> = [];
    for (const key of this.groupTopics.names()) {
      if (!key.startsWith(prefix)) continue;
      const values = this.groupTopics.values(key);
      if (values) out.push({ topic: key.slice(prefix.length), values });
    }
    return out;
  }

  /** Bytes held by every ring. */
  get bytes(): number {
    return this.topics.bytes + this.groups.bytes + this.groupTopics.bytes;
  }
}
