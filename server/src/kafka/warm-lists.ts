import { AsyncLocalStorage } from 'node:async_hooks';

// The whole-cluster lists (every topic's Metadata, ListGroups) kept warm while users are active.
//
// Why: coalesce.ts keeps each list up to LIST_KEEP_MS (1 s) once read, which serves users clicking
// through pages and many users at once. A lone user who pauses a second or more between pages found
// it expired every time and waited for Kafka's answer: at 10,000 topics / 20,000 groups that is
// 67-230 ms of Metadata and 55-124 ms of ListGroups on the broker alone, and the topic list's first
// page took 4.7x its 100-topic time (bench/topic-list, BENCH_GAP_MS=1100; goal <= 2x). So while a
// cluster's lists were asked for within WARM_WINDOW_MS, each is read again in the background just
// before its kept answer runs out, and the next page finds a kept answer.
//
// Staleness is never longer than without this: a refreshed answer is kept LIST_KEEP_MS from when
// it settled, exactly as a user's read would be, and a refresh that started before a change made
// through the console (the cache cleared) is thrown away. One refresh round at a time per cluster
// (its lists read side by side); nothing runs once no one asked for WARM_WINDOW_MS; failures are
// logged and the list is then read again by the next user as before; stopped when the cluster's
// admin client closes (server close). Reads made by the server itself (the overview sampler, via
// `unwatched`) do not count as activity: else its rounds would keep the lists warm forever.

/** How long after the last user asked for a list it is still kept warm. */
export const WARM_WINDOW_MS = 30_000;

const background = new AsyncLocalStorage<true>();

/** Runs `body` as the server's own work: the lists it reads are not kept warm for it. */
export function unwatched<T>(body: () => Promise<T>): Promise<T> {
  return background.run(true, body);
}

interface Asked {
  at: number;
  read: () => Promise<unknown>;
  ttl: number;
}

export type RefreshList = (key: string, read: () => Promise<unknown>, ttl: number) => Promise<void>;

export class WarmLists {
  readonly #asked = new Map<string, Asked>();
  readonly #refresh: RefreshList;
  readonly #log: (message: string, error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = 0;
  #running = false;
  #again = false;
  #stopped = false;
  /** How long before a kept answer runs out its refresh starts: the last round's time, with room. */
  #leadMs = 250;
  /** Background rounds run (tests, bench). */
  rounds = 0;

  /** WARM_WINDOW_MS; shorter in unit tests. */
  readonly windowMs: number;

  constructor(
    refresh: RefreshList,
    log: (message: string, error: unknown) => void,
    windowMs = WARM_WINDOW_MS,
  ) {
    this.#refresh = refresh;
    this.#log = log;
    this.windowMs = windowMs;
  }

  /** A user's read of the list `key` (kept `ttl` ms once settled); `read` reads it again. */
  asked(key: string, read: () => Promise<unknown>, ttl: number): void {
    if (background.getStore() || ttl <= 0 || this.#stopped) return;
    this.#asked.set(key, { at: Date.now(), read, ttl });
  }

  /** The list `key` now has an answer kept until `expires`: refresh it shortly before, if still active. */
  settled(key: string, expires: number): void {
    const asked = this.#asked.get(key);
    if (this.#stopped || !asked || Date.now() - asked.at > this.windowMs) return;
    const at = expires - Math.min(this.#leadMs, asked.ttl / 2);
    if (this.#timer && this.#timerAt <= at) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => void this.#round(), Math.max(0, at - Date.now()));
    this.#timer.unref();
  }

  async #round(): Promise<void> {
    this.#timer = undefined;
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true; // another list settled during this round: refresh it right after
      return;
    }
    const now = Date.now();
    for (const [key, asked] of this.#asked) if (now - asked.at > this.windowMs) this.#asked.delete(key);
    if (this.#asked.size === 0) return; // idle: nothing more until a user asks again
    this.#running = true;
    this.rounds += 1;
    const started = performance.now();
    await Promise.all(
      [...this.#asked].map(([key, a]) =>
        this.#refresh(key, a.read, a.ttl).catch((error: unknown) =>
          this.#log(`keeping the list ${key.slice(0, 40)} warm failed`, error),
        ),
      ),
    );
    this.#leadMs = Math.max(150, Math.round(1.5 * (performance.now() - started)) + 100);
    this.#running = false;
    if (this.#again) {
      this.#again = false;
      void this.#round();
    }
  }

  /** Refreshes allowed again (a new admin client on the cluster). */
  resume(): void {
    this.#stopped = false;
  }

  /** No more refreshes (the admin client closed) until resume(). */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#asked.clear();
  }

  /** Whether a refresh is scheduled or running (tests). */
  get active(): boolean {
    return this.#timer !== undefined || this.#running;
  }
}
