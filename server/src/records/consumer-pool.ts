import { Consumer } from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { toClientOptions } from '../kafka/client-options.ts';
import type { KafkaClients } from '../kafka/clients.ts';
import { shareReads } from '../kafka/coalesce.ts';

// Reading clients per cluster (issue 17, Load). Pages, searches, downloads and copies all read
// through ONE shared client per cluster, so the console holds one reading connection per broker
// whatever the number of users: their Metadata, ListOffsets and Fetch requests are multiplexed on
// it (the client pipelines requests per connection and answers them by correlation id; the
// broker serves them in order). A hundred users on the data tab used to open a client each, up to
// 16 per cluster, i.e. ~50 connections, closed again afterwards. The group id is never sent: these
// clients only call Metadata, ListOffsets and Fetch (fetch-raw.ts), never join a group.
//
// At most `scans` reads run at once per cluster (each holds a fetch round's bytes); more wait in
// line, first come first served. A request whose client went away leaves the line at once, and
// one that waited `waitMs` is answered 503 instead of waiting on.
//
// Live tails (`unbounded`) get a client of their own: their fetches wait at the broker for new
// records (maxWaitMs), which would hold up every read queued behind them on a shared connection.
// They never wait in line; the per-user stream cap bounds them.

export interface PoolOptions {
  /** Reads of one cluster at once; more wait in line. */
  scans?: number;
  /** How long a read waits for its turn before a 503. */
  waitMs?: number;
  /** Makes a reading client (tests pass a fake). */
  create?: (cluster: string) => Consumer;
}

const SCANS_PER_CLUSTER = 16;
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

interface ClusterReaders {
  shared?: Consumer;
  active: number;
  line: Waiter[];
}

export class ConsumerPool {
  readonly #kafka: KafkaClients | undefined;
  readonly #clusters = new Map<string, ClusterReaders>();
  /** Tails' own clients, closed when the tail ends. */
  readonly #own = new Set<Consumer>();
  readonly #scans: number;
  readonly #waitMs: number;
  readonly #create: (cluster: string) => Consumer;
  #closed = false;

  constructor(kafka: KafkaClients | undefined, options: PoolOptions = {}) {
    this.#kafka = kafka;
    this.#scans = options.scans ?? SCANS_PER_CLUSTER;
    this.#waitMs = options.waitMs ?? WAIT_MS;
    this.#create = options.create ?? ((cluster) => this.#newConsumer(cluster));
  }

  /** Reads running and waiting for `cluster` (tests, bench). */
  stats(cluster: string): { active: number; waiting: number; clients: number } {
    const c = this.#clusters.get(cluster);
    return { active: c?.active ?? 0, waiting: c?.line.length ?? 0, clients: c?.shared ? 1 : 0 };
  }

  /**
   * The client a read uses; waits its turn while `scans` reads of the cluster are running, unless
   * `unbounded` (a live tail: a client of its own). Give it back with release() exactly once.
   */
  async acquire(cluster: string, signal?: AbortSignal, unbounded = false): Promise<Consumer> {
    if (this.#closed) throw new HttpError(503, 'The console is shutting down');
    if (signal?.aborted) throw abandoned(signal);
    if (unbounded) {
      const own = this.#create(cluster);
      this.#own.add(own);
      return own;
    }
    const c = this.#readers(cluster);
    if (c.active < this.#scans && c.line.length === 0) {
      c.active += 1;
      return this.#shared(cluster, c);
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
            `Cluster '${cluster}' has ${this.#scans} reads running and ${c.line.length + 1} waiting; ` +
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
   * Ends a read. A tail's own client is closed; the shared client stays open (`broken` does not
   * close it: other reads use it, and the client replaces a dropped connection by itself).
   */
  release(cluster: string, consumer: Consumer, _broken = false): void {
    if (this.#own.delete(consumer)) {
      consumer.close(true).catch(() => {});
      return;
    }
    const c = this.#clusters.get(cluster);
    if (!c) return;
    const next = c.line.shift();
    if (next && !this.#closed) {
      // The turn passes straight to the first in line: `active` stays as it is.
      next.leave();
      try {
        next.resolve(this.#shared(cluster, c));
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
    for (const c of this.#clusters.values()) {
      for (const w of [...c.line]) {
        w.leave();
        w.reject(new HttpError(503, 'The console is shutting down'));
      }
      if (c.shared) clients.push(c.shared);
      c.shared = undefined;
    }
    await Promise.all(clients.map((client) => client.close(true).catch(() => {})));
  }

  /** The cluster's line and shared client, made on first use (a cluster not configured throws: 404). */
  #readers(cluster: string): ClusterReaders {
    let c = this.#clusters.get(cluster);
    if (!c) {
      c = { shared: this.#create(cluster), active: 0, line: [] };
      this.#clusters.set(cluster, c);
    }
    return c;
  }

  #shared(cluster: string, c: ClusterReaders): Consumer {
    if (!c.shared || c.shared.closed) c.shared = this.#create(cluster);
    return c.shared;
  }

  #newConsumer(cluster: string): Consumer {
    const kafka = this.#kafka;
    if (!kafka) throw new Error('ConsumerPool: no Kafka clients to create a reader from');
    const connection = kafka.connection(cluster);
    const consumer = new Consumer({
      clientId: `kafka-console-reader-${cluster}`,
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
