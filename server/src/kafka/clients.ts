import { Admin } from '@platformatic/kafka';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsoleConfig } from '../config/schema.ts';
import { notFound, timedOut } from '../errors.ts';
import { toClientOptions } from './client-options.ts';
import { coalescingAdmin, ReadCoalescer } from './coalesce.ts';
import { kafkaError } from './errors.ts';

// One admin client per cluster, created on first use and closed on shutdown. Every call runs under
// a deadline, so a cluster that is down answers with a clear 502/504 quickly and, having its own
// client, never holds up requests for the other clusters. Identical reads in flight at the same
// time are sent once (coalesce.ts); the console's own changes clear that per-cluster cache.

export class KafkaClients {
  readonly #admins = new Map<string, Admin>();
  readonly #coalescers = new Map<string, ReadCoalescer>();
  readonly #config: ConsoleConfig;
  readonly #log: FastifyBaseLogger;

  constructor(config: ConsoleConfig, log: FastifyBaseLogger) {
    this.#config = config;
    this.#log = log;
  }

  get timeoutMs(): number {
    return this.#config.server['kafka-timeout-ms'];
  }

  /** The cluster's connection config; 404 for a cluster that is not configured. */
  connection(cluster: string) {
    // Own keys only: `__proto__` or `constructor` must not find the object's prototype.
    const connection = Object.hasOwn(this.#config.connections, cluster)
      ? this.#config.connections[cluster]
      : undefined;
    if (!connection) throw notFound(`Invalid cluster '${cluster.slice(0, 200)}'`);
    return connection;
  }

  admin(cluster: string): Admin {
    const existing = this.#admins.get(cluster);
    if (existing) return existing;
    const connection = this.connection(cluster);
    const real = new Admin({
      clientId: `kafka-console-${cluster}`,
      ...toClientOptions(connection.properties),
      connectTimeout: Math.min(5000, this.timeoutMs),
      requestTimeout: this.timeoutMs,
      retries: 1,
      retryDelay: 200,
    });
    const admin = coalescingAdmin(real, this.coalescer(cluster));
    this.#admins.set(cluster, admin);
    return admin;
  }

  /** The cluster's shared reads (coalesce.ts). */
  coalescer(cluster: string): ReadCoalescer {
    let coalescer = this.#coalescers.get(cluster);
    if (!coalescer) {
      coalescer = new ReadCoalescer({
        enabled: this.#config.server['kafka-coalesce-reads'],
        ttlMs: this.#config.server['kafka-read-cache-ms'],
      });
      this.#coalescers.set(cluster, coalescer);
    }
    return coalescer;
  }

  /** Forgets every cluster's cached reads: the console just changed something. */
  invalidate(): void {
    for (const coalescer of this.#coalescers.values()) coalescer.invalidate();
  }

  /** Runs one admin operation with the deadline and the error mapping. `what` names it in errors. */
  async run<T>(cluster: string, what: string, operation: (admin: Admin) => Promise<T>): Promise<T> {
    const admin = this.admin(cluster);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(timedOut(`Cluster '${cluster}' did not answer within ${this.timeoutMs} ms (${what})`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([operation(admin), deadline]);
    } catch (error) {
      throw kafkaError(cluster, what, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const admins = [...this.#admins.entries()];
    this.#admins.clear();
    await Promise.all(
      admins.map(([cluster, admin]) =>
        admin
          .close()
          .catch((error: Error) =>
            this.#log.warn({ cluster, err: error.message }, 'closing admin client failed'),
          ),
      ),
    );
  }
}
