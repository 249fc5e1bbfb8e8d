import { Consumer } from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { toClientOptions } from '../kafka/client-options.ts';
import type { KafkaClients } from '../kafka/clients.ts';
import { shareReads } from '../kafka/coalesce.ts';
import { type Filters, hasFilters } from './filters.ts';

// Reading clients per cluster (issue 17, Load). Reads share TWO clients per cluster, one per lane,
// so the console holds two reading connections per broker whatever the number of users:
//   - `page`: a data page, the single-record view: a few short fetches each;
//   - `transfer`: searches, downloads, copies: fetch rounds of up to 1 MB per leader, one after
//     the other until the end of the topic.
// A client pipelines its requests on one connection per broker (at most 5 in flight, then FIFO),
// and the broker answers a connection's requests one at a time, in order. On one client, a page's
// Fetch waited behind every search's megabyte; on its own lane it waits only behind other pages.
// A hundred users on the data tab used to open a client each, ~50 connections, closed again
// afterwards. The group id is never sent: these clients only call Metadata, ListOffsets and Fetch
// (fetch-raw.ts), never join a group.
//
// Each lane runs at most its number of reads at once (each holds a fetch round's bytes); more wait
// in line, first come first served. A request whose client went away leaves the line at once
// (499), and one that waited `waitMs` is answered 503 instead of waiting on.
//
// Live tails (`tail`) get a client of their own: their fetches wait at the broker for new records
// (maxWaitMs), which would hold up every read queued behind them on a shared connection. They
// never wait in line; the per-user stream cap bounds them.

export type Lane = 'page' | 'transfer' | 'tail';
type SharedLane = Exclude<Lane, 'tail'>;

/** The lane of a read: a live tail, a long read (filters or no limit), or a page. */
export function laneOf(read: { follow?: boolean; limit: number; filters: Filters }): Lane {
  if (read.follow) return 'tail';
  return hasFilters(read.filters) || !Number.isFinite(read.limit) ? 'transfer' : 'page';
}

export interface PoolOptions {
  /** Page reads of one cluster at once; more wait in line. */
  scans?: number;
  /** Searches, downloads and copies of one cluster at once; more wait in line. */
  transfers?: number;
  /** How long a read waits for its turn before a 503. */
  waitMs?: number;
  /** Makes a reading client (tests pass a fake). */
  create?: (cluster: string, lane: Lane) => Consumer;
}

const SCANS_PER_CLUSTER = 16;
// Searches are CPU-bound here (decoding, matching): more at once only share the same cores and
// hold more fetched bytes each.
const TRANSFERS_PER_CLUSTER = 8;
const WAIT_MS = 30_000;

/**
 * The request was given up (its client went away) before its turn: a 4xx, so it is neither logged
 * as a failure nor retried as a broker going away (failover.ts); nobody reads the answer.
 */
const abandoned = (signal: AbortSignal | undefined) =>
  new HttpError(499, 'The request was abandoned before its turn to read came', { cause: signal?.reason });

interface Waiter {
  resolve: (consumer: Consumer) => void;
  reject: (error: unknown) => void;
  /** Takes the waiter out of line (its abort listener and timer too). */
  leave: () => void;
}

interface LaneReaders {
  cluster: string;
  lane: SharedLane;
  shared?: Consumer;
  turns: number;
  active: number;
  line: Waiter[];
}

export class ConsumerPool {
  readonly #kafka: KafkaClients | undefined;
  readonly #lanes = new Map<string, LaneReaders>();
  /** The lane of each shared client, for release(). */
  readonly #laneOf = new WeakMap<Consumer, LaneReaders>();
  /** Tails' own clients, closed when the tail ends. */
  readonly #own = new Set<Consumer>();
  readonly #turns: Record<SharedLane, number>;
  readonly #waitMs: number;
  readonly #create: (cluster: string, lane: Lane) => Consumer;
  #closed = false;

  constructor(kafka: KafkaClients | undefined, options: PoolOptions = {}) {
    this.#kafka = kafka;
    this.#turns = {
      page: options.scans ?? SCANS_PER_CLUSTER,
      transfer: options.transfers ?? TRANSFERS_PER_CLUSTER,
    };
    this.#waitMs = options.waitMs ?? WAIT_MS;
    this.#create = options.create ?? ((cluster, lane) => this.#newConsumer(cluster, lane));
  }

  /** Reads running and waiting in one lane of `cluster` (tests, bench). */
  stats(cluster: string, lane: SharedLane = 'page'): { active: number; waiting: number; clients: number } {
    const c = this.#lanes.get(`${cluster}/${lane}`);
    return { active: c?.active ?? 0, waiting: c?.line.length ?? 0, clients: c?.shared ? 1 : 0 };
  }

  /**
   * The client a read uses; waits its turn while the lane's reads of the cluster are all running,
   * except a `tail` (a client of its own). Give it back with release() exactly once.
   */
  async acquire(cluster: string, signal?: AbortSignal, lane: Lane = 'page'): Promise<Consumer> {
    if (this.#closed) throw new HttpError(503, 'The console is shutting down');
    if (signal?.aborted) throw abandoned(signal);
    if (lane === 'tail') {
      const own = this.#create(cluster, lane);
      this.#own.add(own);
      return own;
    }
    const c = this.#readers(cluster, lane);
    if (c.active < c.turns && c.line.length === 0) {
      // Made before the turn is counted: a client that cannot be made must not keep a turn.
      const consumer = this.#shared(c);
      c.active += 1;
      return consumer;
    }
    return new Promise<Consumer>((resolve, reject) => {
      const onAbort = () => {
        waiter.leave();
        reject(abandoned(signal));
      };
      const timer = setTimeout(() => {
        waiter.leave();
        reject(
          new HttpError(
            503,
            `Cluster '${cluster}' has ${c.turns} ${lane === 'page' ? 'page reads' : 'searches, downloads or copies'} ` +
              `running and ${c.line.length + 1} waiting; ` +
              `this one waited ${Math.round(this.#waitMs / 1000)} s: try again shortly`,
          ),
        );
      }, this.#waitMs);
      timer.unref();
      const waiter: Waiter = {
        resolve,
        reject,
        leave: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          const i = c.line.indexOf(waiter);
          if (i >= 0) c.line.splice(i, 1);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      c.line.push(waiter);
    });
  }

  /**
   * Ends a read. A tail's own client is closed; a shared client stays open (`broken` does not
   * close it: other reads use it, and the client replaces a dropped connection by itself).
   */
  release(_cluster: string, consumer: Consumer, _broken = false): void {
    if (this.#own.delete(consumer)) {
      consumer.close(true).catch(() => {});
      return;
    }
    const c = this.#laneOf.get(consumer);
    if (!c) return;
    const next = c.line.shift();
    if (next && !this.#closed) {
      // The turn passes straight to the first in line: `active` stays as it is.
      next.leave();
      try {
        next.resolve(this.#shared(c));
      } catch (error) {
        c.active -= 1;
        next.reject(error);
      }
      return;
    }
    c.active = Math.max(0, c.active - 1);
  }

  async close(): Promise<void> {
    this.#closed = true;
    // Tails' clients stay in #own: a tail ending after this still gives its own back, not a turn.
    const clients = [...this.#own];
    for (const c of this.#lanes.values()) {
      for (const w of [...c.line]) {
        w.leave();
        w.reject(new HttpError(503, 'The console is shutting down'));
      }
      if (c.shared) clients.push(c.shared);
      c.shared = undefined;
    }
    await Promise.all(clients.map((client) => client.close(true).catch(() => {})));
  }

  /** The lane's line and shared client, made on first use (a cluster not configured throws: 404). */
  #readers(cluster: string, lane: SharedLane): LaneReaders {
    const key = `${cluster}/${lane}`;
    let c = this.#lanes.get(key);
    if (!c) {
      c = { cluster, lane, turns: this.#turns[lane], active: 0, line: [] };
      this.#shared(c);
      this.#lanes.set(key, c);
    }
    return c;
  }

  #shared(c: LaneReaders): Consumer {
    if (!c.shared || c.shared.closed) {
      c.shared = this.#create(c.cluster, c.lane);
      this.#laneOf.set(c.shared, c);
    }
    return c.shared;
  }

  #newConsumer(cluster: string, lane: Lane): Consumer {
    const kafka = this.#kafka;
    if (!kafka) throw new Error('ConsumerPool: no Kafka clients to create a reader from');
    const connection = kafka.connection(cluster);
    const consumer = new Consumer({
      clientId: `kafka-console-${lane}-reader-${cluster}`,
      groupId: 'kafka-console-never-joined',
      ...toClientOptions(connection.properties),
      connectTimeout: Math.min(5000, kafka.timeoutMs),
      requestTimeout: kafka.timeoutMs,
      retries: 2,
      retryDelay: 100,
      autocommit: false,
    });
    // Identical reads in flight at once (a hundred users on one page) are sent once (ranges.ts,
    // fetch-raw.ts); the console's own writes clear them like the admin's (kafka/coalesce.ts).
    shareReads(consumer, kafka.coalescer(cluster));
    return consumer;
  }
}
