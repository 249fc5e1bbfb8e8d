// Login attempts per account and address in a fixed window. Our own instead of @fastify/rate-limit's
// store: that one keeps up to 5,000 entries that never expire, keyed by whatever the body says, so
// distinct large user names could fill the server's memory. Here an entry dies with its window, the
// table has a hard size, and the key is the account as the directory compares it (trimmed,
// case-folded), so `CaRoL` and `carol` spend one budget. One address also has a budget of its own
// over all accounts (ten accounts' worth), so it cannot flush the table to reset someone's window.

export interface LoginLimits {
  max: number;
  windowMs: number;
  /** Entries kept at most; when full, the entries closest to expiry go first. */
  capacity?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class LoginLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #limits: Required<LoginLimits>;
  readonly #now: () => number;

  constructor(limits: LoginLimits, now: () => number = Date.now) {
    this.#limits = { capacity: 10_000, ...limits };
    this.#now = now;
  }

  static account(username: string): string {
    return username.trim().normalize('NFKC').toLowerCase();
  }

  /** Counts one attempt; answers the seconds to wait when a budget of this window is spent. */
  attempt(
    username: string,
    address: string,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.#now();
    const account = this.#count(`${address}|${LoginLimiter.account(username)}`, now);
    const overall = this.#count(address, now);
    const spent = [
      ...(account.count > this.#limits.max ? [account] : []),
      ...(overall.count > this.#limits.max * 10 ? [overall] : []),
    ];
    if (spent.length === 0) return { allowed: true };
    const resetAt = Math.max(...spent.map((w) => w.resetAt));
    return { allowed: false, retryAfterSeconds: Math.ceil((resetAt - now) / 1000) };
  }

  #count(key: string, now: number): Window {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      this.#makeRoom(now);
      window = { count: 0, resetAt: now + this.#limits.windowMs };
      // Insertion order is expiry order: every window has the same length.
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window;
  }

  get size(): number {
    return this.#windows.size;
  }

  #makeRoom(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetAt > now && this.#windows.size < this.#limits.capacity) break;
      this.#windows.delete(key);
    }
  }
}
