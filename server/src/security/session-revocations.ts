import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { recordEngine } from '../records/index.ts';
import { Producers } from '../records/produce.ts';
import { parseAfter } from '../records/ranges.ts';

// Ended sessions, shared by every console that signs with the same secret and kept across restarts.
// Tokens are stateless, so a logout must be remembered somewhere until the token expires. The
// console already has what replicas share: Kafka. Each logout is one record (key: the token id,
// value: its expiry) on a compacted topic whose retention is the session lifetime; each console
// reads the topic at start and then follows it like a live tail, so a logout on one replica is
// refused on the others within a fetch round trip. No database or cache server to run beside it.
// If the topic cannot be used, ended sessions are kept in memory (and the log says so).

const RETRY_MS = 5000;

export interface RevocationStore {
  cluster: string;
  topic: string;
}

export class SessionRevocations {
  /** Token id -> expiry (epoch seconds). */
  readonly #revoked = new Map<string, number>();
  readonly #log: FastifyBaseLogger;
  #ctx: AppContext | undefined;
  #store: RevocationStore | undefined;
  #producers: Producers | undefined;
  #ttlSeconds = 3600;
  readonly #stop = new AbortController();

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  has(jti: string): boolean {
    const exp = this.#revoked.get(jti);
    return exp !== undefined && exp * 1000 > Date.now();
  }

  /** Ends a session for this console at once, and for the others once they read the record. */
  async revoke(jti: string, exp: number): Promise<void> {
    this.#remember(jti, exp);
    if (!this.#ctx || !this.#store) return;
    const { cluster, topic } = this.#store;
    try {
      await this.#ctx.kafka.run(cluster, 'ending the session', () =>
        this.#producers!.send(cluster, topic, [
          { key: Buffer.from(jti), value: Buffer.from(String(exp)), headers: new Map() },
        ]),
      );
    } catch (error) {
      this.#log.warn({ err: (error as Error).message }, 'logout not written to the session topic');
    }
  }

  /**
   * Reads the ended sessions written so far, then follows the topic in the background. Resolves
   * once the first read is done (or has failed: the console starts anyway and keeps trying).
   */
  async start(ctx: AppContext, store: RevocationStore, ttlSeconds: number): Promise<void> {
    this.#ctx = ctx;
    this.#store = store;
    this.#producers = new Producers(ctx.kafka);
    this.#ttlSeconds = ttlSeconds;
    let after: string | undefined;
    try {
      await this.#ensureTopic();
      after = await this.#read(undefined, false);
    } catch (error) {
      this.#log.warn(
        { err: (error as Error).message, ...store },
        'ended sessions kept in memory until the session topic can be read',
      );
    }
    void this.#follow(after);
  }

  async close(): Promise<void> {
    this.#stop.abort();
    await this.#producers?.close();
  }

  #remember(jti: string, exp: number): void {
    const now = Date.now() / 1000;
    if (this.#revoked.size > 1000) {
      for (const [id, until] of this.#revoked) if (until < now) this.#revoked.delete(id);
    }
    if (exp > now) this.#revoked.set(jti, exp);
  }

  async #ensureTopic(): Promise<void> {
    const ttlSeconds = this.#ttlSeconds;
    const { cluster, topic } = this.#store!;
    await this.#ctx!.kafka.run(cluster, 'session topic', async (admin) => {
      const existing = await admin.listTopics({ includeInternals: true });
      if (existing.includes(topic)) return;
      await admin
        .createTopics({
          topics: [topic],
          partitions: 1,
          replicas: Math.min(3, (await admin.metadata({ topics: [] })).brokers.size),
          configs: [
            { name: 'cleanup.policy', value: 'compact,delete' },
            { name: 'retention.ms', value: String((ttlSeconds + 60) * 1000) },
          ],
        })
        .catch(async (error) => {
          // Another console created it meanwhile.
          if (!(await admin.listTopics({ includeInternals: true })).includes(topic)) throw error;
        });
    });
  }

  /** Reads from `after` to the end (or forever when following); answers the cursor reached. */
  async #read(after: string | undefined, follow: boolean): Promise<string | undefined> {
    const { cluster, topic } = this.#store!;
    const start = parseAfter(after);
    const opened = await recordEngine(this.#ctx!).open(cluster, {
      topic,
      selection: { sort: 'OLDEST', ...(start ? { after: start } : {}) },
      filters: {},
      limit: Number.POSITIVE_INFINITY,
      signal: this.#stop.signal,
      maxValueLength: Number.POSITIVE_INFINITY,
      keepRaw: true,
      ...(follow ? { follow: true } : {}),
    });
    let cursor = after;
    for await (const batch of opened.batches) {
      for (const raw of batch.raws) {
        const exp = Number(raw.value?.toString());
        if (raw.key && Number.isFinite(exp)) this.#remember(raw.key.toString(), exp);
      }
      cursor = batch.after ?? cursor;
    }
    return cursor;
  }

  async #follow(after: string | undefined): Promise<void> {
    let cursor = after;
    while (!this.#stop.signal.aborted) {
      try {
        if (cursor === undefined) await this.#ensureTopic();
        cursor = await this.#read(cursor, true);
      } catch (error) {
        if (this.#stop.signal.aborted) return;
        this.#log.debug({ err: (error as Error).message }, 'session topic: reading again shortly');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }
}
