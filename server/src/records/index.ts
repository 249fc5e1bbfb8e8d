import type { TopicDataQuery } from '@console/contract';
import type { AppContext } from '../context.ts';
import { AUTO, type Decoding, prepareDecoding } from '../decode/decoding.ts';
import { RecordDecoder } from '../decode/record-decoder.ts';
import { kafkaError } from '../kafka/errors.ts';
import type { RegistryClient } from '../registry/registry-client.ts';
import { ConsumerPool, laneOf } from './consumer-pool.ts';
import { retryWhileFailingOver } from './failover.ts';
import { type Filters, parseFilters } from './filters.ts';
import { parseAfter, type RangeSelection } from './ranges.ts';
import { type OpenedScan, openScan, type ScanBatch, type ScanOptions } from './scan.ts';
import { type ScanWorkers, scanWorkers } from './scan-parallel.ts';

/**
 * THE record engine (design.md §6): every feature that reads records goes through it — the data
 * tab, search (SSE), download, copy, the single-record view and live tail.
 *
 *   const engine = recordEngine(ctx);
 *   const { layout, batches } = await engine.open('main', {
 *     topic: 'orders',
 *     selection: { sort: 'OLDEST', partitions: [0, 1], timestamp, endTimestamp, offset, after },
 *     filters: parseFilters({ searchByValue: 'foo_C' }),
 *     limit: Number.POSITIVE_INFINITY,
 *     signal,                 // aborting stops fetching at once and frees the client
 *     maxValueLength: engine.maxValueLength,
 *     follow: true,           // live tail: start at `selection`, never finish, wait for new records
 *   });
 *   for await (const batch of batches) { batch.records; batch.after; batch.percent; batch.done }
 *
 * Each batch is one fetch round (one request per partition leader, in parallel, with a byte
 * budget), so memory is bounded and the engine never runs more than one round ahead of the
 * consumer of `batches` (backpressure). Stop early with `batches.return()` or the signal. For a
 * live tail from "now", pass `selection.offset` unset and `after` = latest-1 per partition, or
 * simply `timestamp: Date.now()`.
 */

export { type Decoding, decodingOf } from '../decode/decoding.ts';
export type { Filters } from './filters.ts';
export { hasFilters, parseFilters } from './filters.ts';
export type { RangeSelection, TopicLayout } from './ranges.ts';
export type { RawRecord } from './record-view.ts';
export type { OpenedScan, ScanBatch, ScanOptions };

export class RecordEngine {
  readonly #ctx: AppContext;
  readonly #pool: ConsumerPool;
  /** Worker threads that examine searches (scan-parallel.ts); started on the first search. */
  readonly #workers: ScanWorkers;
  /** Values longer than this (characters) are cut in lists; the single-record view shows them whole. */
  readonly maxValueLength: number;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
    this.maxValueLength = ctx.config['topic-data']['max-value-length'];
    this.#pool = new ConsumerPool(ctx.kafka);
    this.#workers = scanWorkers(ctx.config['topic-data']['scan-workers']);
  }

  /**
   * The decoder of one read: the deserializer choice of its query (AUTO when none), checked and
   * compiled against the cluster's registry first (a 400 naming the parameter when it is wrong).
   */
  async decoder(cluster: string, topic: string, decoding: Decoding = AUTO): Promise<RecordDecoder> {
    let registry: RegistryClient | undefined;
    try {
      registry = this.#ctx.kafka.connection(cluster)['schema-registry']
        ? this.#ctx.registry(cluster)
        : undefined;
    } catch {
      registry = undefined;
    }
    return new RecordDecoder(registry, topic, await prepareDecoding(registry, decoding));
  }

  #active = 0;

  /** Scans reading right now; each ends (and frees its consumer) when its reader stops or aborts. */
  get activeScans(): number {
    return this.#active;
  }

  /** `decoding`: the read's deserializer choice (decodingOf(query)); AUTO when left out. */
  async open(cluster: string, options: ScanOptions & { decoding?: Decoding }): Promise<OpenedScan> {
    const decoder = await this.decoder(cluster, options.topic, options.decoding);
    // A broker that just went away may still be named as a leader: the layout is asked again.
    return retryWhileFailingOver(options.signal, () => this.#open(cluster, options, decoder));
  }

  async #open(cluster: string, options: ScanOptions, decoder: RecordDecoder): Promise<OpenedScan> {
    const consumer = await this.#pool.acquire(cluster, options.signal, laneOf(options));
    this.#active += 1;
    let released = false;
    const release = (broken: boolean) => {
      if (released) return;
      released = true;
      this.#active -= 1;
      this.#pool.release(cluster, consumer, broken);
    };
    try {
      const admin = this.#ctx.kafka.admin(cluster);
      const opened = await openScan(consumer, admin, decoder, options, release, this.#workers);
      // The generators free their consumer in their own finally, which return() on a generator never
      // started does not run (a route that gives up before reading): return() frees it as well.
      const close = opened.batches.return.bind(opened.batches);
      opened.batches.return = async (value) => {
        try {
          return await close(value);
        } finally {
          release(false);
        }
      };
      return opened;
    } catch (error) {
      release(true);
      throw kafkaError(cluster, `reading ${options.topic}`, error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#workers.close()]);
  }
}

const engines = new WeakMap<AppContext, RecordEngine>();

/** The one engine of this app (created on first use; closed by the topic-data routes on shutdown). */
export function recordEngine(ctx: AppContext): RecordEngine {
  let engine = engines.get(ctx);
  if (!engine) {
    engine = new RecordEngine(ctx);
    engines.set(ctx, engine);
  }
  return engine;
}

/** Query parameters of `/data`, `/data/search`, `/data/download` → engine selection and filters. */
export function selectionOf(
  query: TopicDataQuery,
  defaultSort: 'OLDEST' | 'NEWEST' = 'OLDEST',
): {
  selection: RangeSelection;
  filters: Filters;
} {
  const selection: RangeSelection = { sort: query.sort ?? defaultSort };
  if (query.partition !== undefined) selection.partitions = [query.partition];
  if (query.timestamp) selection.timestamp = Date.parse(query.timestamp);
  if (query.endTimestamp) selection.endTimestamp = Date.parse(query.endTimestamp);
  if (query.offset !== undefined) selection.offset = query.offset;
  const after = parseAfter(query.after || undefined);
  if (after) selection.after = after;
  return { selection, filters: parseFilters(query) };
}

/** Reads batches until done and returns the matches (pages and the single-record view). */
export async function collect(
  opened: OpenedScan,
): Promise<{ records: ScanBatch['records']; last?: ScanBatch }> {
  const records: ScanBatch['records'] = [];
  let last: ScanBatch | undefined;
  for await (const batch of opened.batches) {
    records.push(...batch.records);
    last = batch;
  }
  return last ? { records, last } : { records };
}
