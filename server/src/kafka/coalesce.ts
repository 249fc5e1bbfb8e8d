import type { Admin } from '@platformatic/kafka';

// Concurrent identical Kafka reads done once. A hundred users on the topic list used to send a
// hundred Metadata and ListOffsets requests for the same answer; now the first read's promise is
// shared by every identical read that arrives while it is in flight (single-flight), and a
// settled answer is kept for a very short time (`ttlMs`, ≤ 2 s) for the few reads that tolerate it.
// The console's own changes clear everything at once (`invalidate`), so a change made through
// the console shows on the next read. Answers are shared objects: callers must not mutate them.
//
// The two whole-cluster lists (every group from ListGroups, every topic from Metadata) are kept
// for at most LIST_KEEP_MS once settled. At 10,000 topics and 20,000 groups each answer costs tens
// of milliseconds of broker work, decoding and garbage per request (bench/topic-list), and a topic
// list page asks for both; users clicking through lists and pages ask again within a second.
// Staleness toward OUTSIDE changes is acceptable at that bound: Kafka's own metadata is eventually
// consistent across brokers by a similar margin (a broker applies the controller's records a moment
// after another did), the lists already refresh on their own every few seconds, and an outside
// client's topic or group shows at most one second later; what the console itself changes still
// clears the cache before its answer goes out. Derived work keyed on these answer objects (name
// order, the filtered group map) is then done once per answer, not once per request.

interface Entry {
  promise: Promise<unknown>;
  settled: boolean;
  expires: number;
}

export interface CoalesceOptions {
  /** false: every read goes to Kafka (no sharing, no cache). */
  enabled: boolean;
  /** How long a settled answer is reused by reads that accept a cached answer; 0 for none. */
  ttlMs: number;
}

/** The longest a whole-cluster list (ListGroups, Metadata of every topic) is reused; see above. */
export const LIST_KEEP_MS = 1000;

/** A fresh() read in flight and the one queued behind it. */
interface FreshEntry {
  running: Promise<unknown>;
  queued?: Promise<unknown>;
}

const nothing = () => {};

export class ReadCoalescer {
  readonly #entries = new Map<string, Entry>();
  readonly #fresh = new Map<string, FreshEntry>();
  readonly #options: CoalesceOptions;
  /** Reads sent to Kafka and reads answered from a shared promise or the cache (bench, tests). */
  readonly stats = { sent: 0, shared: 0 };
  /**
   * What services learnt from earlier reads and may use to narrow later ones (consumer-group-index.ts),
   * forgotten with the cache when the console changes something.
   */
  readonly notes = new Map<string, unknown>();

  constructor(options: CoalesceOptions) {
    this.#options = options;
  }

  /**
   * The answer of `read` for `key`: the one in flight or cached, else a new one. `cache` false
   * shares only a read in flight (offsets, which change all the time); a number keeps the settled
   * answer at most that many milliseconds (and never longer than the configured ttl).
   */
  run<T>(key: string, read: () => Promise<T>, cache: boolean | number = true): Promise<T> {
    if (!this.#options.enabled) return read();
    const hit = this.#entries.get(key);
    if (hit && (!hit.settled || hit.expires > Date.now())) {
      this.stats.shared += 1;
      return hit.promise as Promise<T>;
    }
    this.stats.sent += 1;
    const promise = read();
    const entry: Entry = { promise, settled: false, expires: 0 };
    this.#entries.set(key, entry);
    const ttl =
      cache === false ? 0 : cache === true ? this.#options.ttlMs : Math.min(cache, this.#options.ttlMs);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    promise.then(
      () => {
        entry.settled = true;
        entry.expires = Date.now() + ttl;
        if (ttl <= 0) forget();
        else setTimeout(forget, ttl).unref();
      },
      forget, // a failure is never reused: the next read asks again
    );
    return promise;
  }

  /**
   * The answer of `read` for `key`, from a read SENT AFTER this call: a caller never gets an
   * answer Kafka gave before it asked, so a record written by any client before a page was asked
   * for is on that page. At most one read per key is in flight: calls that come while it is are
   * queued onto ONE next read, sent when it settles, and share that one (the record readers:
   * records/ranges.ts, fetch-raw.ts). A lone call is sent at once, as without sharing.
   */
  fresh<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#options.enabled) return read();
    const entry = this.#fresh.get(key);
    if (!entry) return this.#send(key, read);
    this.stats.shared += 1;
    entry.queued ??= entry.running.then(nothing, nothing).then(() => this.#send(key, read));
    return entry.queued as Promise<T>;
  }

  #send<T>(key: string, read: () => Promise<T>): Promise<T> {
    this.stats.sent += 1;
    const running = read();
    const entry: FreshEntry = { running };
    this.#fresh.set(key, entry);
    // Registered before any queued read's: it runs first and leaves the entry to a queued read.
    const settle = () => {
      if (this.#fresh.get(key) === entry && !entry.queued) this.#fresh.delete(key);
    };
    running.then(settle, settle);
    return running;
  }

  /** Forgets every answer; reads in flight finish for their callers but are not joined any more. */
  invalidate(): void {
    this.#entries.clear();
    this.#fresh.clear();
    this.notes.clear();
  }

  get enabled(): boolean {
    return this.#options.enabled;
  }

  get ttlMs(): number {
    return this.#options.ttlMs;
  }

  get size(): number {
    return this.#entries.size + this.#fresh.size;
  }
}

const coalescers = new WeakMap<object, ReadCoalescer>();

/**
 * For services that talk the protocol on the admin's connections (metadataV12, listOffsetsV7...):
 * the read shared through the coalescer of the client's cluster; unshared for a client that has
 * none (a test's or a benchmark's own client).
 */
export function readOnce<T>(
  client: object,
  key: string,
  read: () => Promise<T>,
  cache: boolean | number = true,
): Promise<T> {
  const coalescer = coalescers.get(client);
  return coalescer ? coalescer.run(key, read, cache) : read();
}

/** fresh() through the coalescer of the client's cluster (a record reader); unshared without one. */
export function readFresh<T>(client: object, key: string, read: () => Promise<T>): Promise<T> {
  const coalescer = coalescers.get(client);
  return coalescer ? coalescer.fresh(key, read) : read();
}

/** Makes readOnce() and readFresh() on `client` (a record reader) share through its cluster's coalescer. */
export function shareReads(client: object, coalescer: ReadCoalescer): void {
  coalescers.set(client, coalescer);
}

/** Whether a settled answer read through `client` is kept for later reads (shared reads on, a ttl). */
export function keepsAnswers(client: object): boolean {
  const coalescer = coalescers.get(client);
  return (coalescer?.enabled ?? false) && (coalescer?.ttlMs ?? 0) > 0;
}

/**
 * Forgets what the client's cluster shares and keeps. For changes sent with the protocol directly
 * (the admin's own write methods do this themselves), so a read later in the same request cannot
 * join one sent before the change; and before asking again for a name a kept list may predate.
 */
export function forgetReads(client: object): void {
  coalescers.get(client)?.invalidate();
}

/** The notes of the admin's cluster (ReadCoalescer.notes); none with shared reads off. */
export function notesOf(admin: Admin): Map<string, unknown> | undefined {
  const coalescer = coalescers.get(admin);
  return coalescer?.enabled ? coalescer.notes : undefined;
}

// Admin methods that only read. Everything else on the client that is not a connection helper
// changes the cluster, so it clears the cache before and after it runs.
const READS = new Set([
  'metadata',
  'listTopics',
  'listGroups',
  'describeGroups',
  'findCoordinator',
  'describeClientQuotas',
  'describeLogDirs',
  'listConsumerGroupOffsets',
  'describeConfigs',
  'describeAcls',
  'listOffsets',
]);
// Kept after they settle: log-dir sizes (approximate anyway: the broker updates them as segments
// roll) and the group list (at most LIST_KEEP_MS, see the top of this file). Everything else
// (offsets, configs, descriptions) may be changed by other clients at any moment, and a read that
// starts after such a change must show it.
const CACHED = new Map<string, boolean | number>([
  ['describeLogDirs', true],
  ['listGroups', LIST_KEEP_MS],
]);
const WRITES = new Set([
  'createTopics',
  'deleteTopics',
  'createPartitions',
  'deleteGroups',
  'removeMembersFromConsumerGroup',
  'alterClientQuotas',
  'alterConsumerGroupOffsets',
  'deleteConsumerGroupOffsets',
  'alterConfigs',
  'incrementalAlterConfigs',
  'createAcls',
  'deleteAcls',
  'deleteRecords',
]);

/**
 * The admin client as the services see it: its reads (with one options argument, no callback)
 * go through `coalescer`, its writes clear it. Methods run on the real client (it has private
 * fields a proxy cannot reach).
 */
export function coalescingAdmin(admin: Admin, coalescer: ReadCoalescer): Admin {
  const methods = new Map<PropertyKey, unknown>();
  const proxy = new Proxy(admin, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let method = methods.get(prop);
      if (!method) {
        const name = String(prop);
        const bound = (value as (...args: unknown[]) => unknown).bind(target);
        method = READS.has(name)
          ? (...args: unknown[]) =>
              args.length === 1
                ? coalescer.run(
                    `${name}:${keyOf(args[0])}`,
                    () => bound(...args) as Promise<unknown>,
                    CACHED.get(name) ?? false,
                  )
                : bound(...args)
          : WRITES.has(name)
            ? (...args: unknown[]) => {
                coalescer.invalidate();
                const result = bound(...args);
                if (result instanceof Promise)
                  void result.finally(() => coalescer.invalidate()).catch(() => {});
                return result;
              }
            : bound;
        methods.set(prop, method);
      }
      return method;
    },
  });
  coalescers.set(proxy, coalescer);
  return proxy;
}

/** A stable key for an options object: JSON with bigints as text (sorted keys are not needed: callers build their options the same way). */
export function keyOf(value: unknown): string {
  // A list of names (20,000 group ids, 10,000 topics) needs no replacer, which is called once per
  // value and made keys a visible share of a group-list request's CPU.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return JSON.stringify(value);
  return (
    JSON.stringify(value, (_, v: unknown) =>
      typeof v === 'bigint' ? `${v}n` : v instanceof Map || v instanceof Set ? [...v] : v,
    ) ?? ''
  );
}
