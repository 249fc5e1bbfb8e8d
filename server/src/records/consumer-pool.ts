import { Consumer } from '@platformatic/kafka';
import { toClientOptions } from '../kafka/client-options.ts';
import type { KafkaClients } from '../kafka/clients.ts';

// Reading clients per cluster. A scan takes one for itself (its connections carry that scan's
// fetches only, so one slow scan does not queue behind another) and gives it back when it ends;
// a few idle ones are kept so a page does not pay for new connections. The group id is never
// sent: these clients only call Metadata, ListOffsets and Fetch (fetch-raw.ts), never join a group.
// At most MAX_PER_CLUSTER clients read for pages and searches at once; more wait their turn, so a
// hundred users on the data tab hold a constant number of Kafka connections (bench/load). Live
// tails never wait (they hold their client for as long as they are open; the per-user stream cap
// bounds them).

const IDLE_PER_CLUSTER = 4;
const MAX_PER_CLUSTER = 16;

interface Waiter {
  resolve: (consumer: Consumer) => void;
  reject: (error: unknown) => void;
}

export class ConsumerPool {
  readonly #kafka: KafkaClients;
  readonly #idle = new Map<string, Consumer[]>();
  readonly #busy = new Map<string, number>();
  readonly #waiting = new Map<string, Waiter[]>();
  #closed = false;

  constructor(kafka: KafkaClients) {
    this.#kafka = kafka;
  }

  /** A client of its own for one scan; waits while MAX_PER_CLUSTER are reading, unless `unbounded`. */
  async acquire(cluster: string, signal?: AbortSignal, unbounded = false): Promise<Consumer> {
    if (unbounded || (this.#busy.get(cluster) ?? 0) < MAX_PER_CLUSTER) return this.#take(cluster);
    signal?.throwIfAborted();
    return new Promise<Consumer>((resolve, reject) => {
      const waiters = this.#waiting.get(cluster) ?? [];
      const waiter: Waiter = { resolve, reject };
      waiters.push(waiter);
      this.#waiting.set(cluster, waiters);
      signal?.addEventListener(
        'abort',
        () => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  #take(cluster: string): Consumer {
    this.#busy.set(cluster, (this.#busy.get(cluster) ?? 0) + 1);
    const idle = this.#idle.get(cluster)?.pop();
    if (idle) return idle;
    const connection = this.#kafka.connection(cluster);
    return new Consumer({
      clientId: `kafka-console-reader-${cluster}`,
      groupId: 'kafka-console-never-joined',
      ...toClientOptions(connection.properties),
      connectTimeout: Math.min(5000, this.#kafka.timeoutMs),
      requestTimeout: this.#kafka.timeoutMs,
      retries: 2,
      retryDelay: 100,
      autocommit: false,
    });
  }

  /** Returns a client; `broken` ones (after an error or an abandoned request) are closed instead. */
  release(cluster: string, consumer: Consumer, broken = false): void {
    this.#busy.set(cluster, Math.max(0, (this.#busy.get(cluster) ?? 0) - 1));
    const next = this.#waiting.get(cluster)?.shift();
    if (next && !this.#closed) {
      // The next scan in line gets this client (or a new one in place of a broken one).
      if (broken) consumer.close(true).catch(() => {});
      else this.#idle.set(cluster, [...(this.#idle.get(cluster) ?? []), consumer]);
      try {
        next.resolve(this.#take(cluster));
      } catch (error) {
        next.reject(error);
      }
      return;
    }
    const idle = this.#idle.get(cluster) ?? [];
    if (broken || this.#closed || idle.length >= IDLE_PER_CLUSTER) {
      consumer.close(true).catch(() => {});
      return;
    }
    idle.push(consumer);
    this.#idle.set(cluster, idle);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const waiters of this.#waiting.values()) {
      for (const w of waiters.splice(0)) w.reject(new Error('The console is shutting down'));
    }
    const all = [...this.#idle.values()].flat();
    this.#idle.clear();
    await Promise.all(all.map((c) => c.close(true).catch(() => {})));
  }
}
