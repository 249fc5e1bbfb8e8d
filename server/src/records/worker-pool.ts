import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// A small pool of worker threads, started on first use and reused by every read, ended by
// close() (the record engine's, on server close). A job goes to the least busy worker. A worker
// that dies fails the jobs it held with a message saying so (their reads end with it) and is
// replaced on the next job; the server goes on.

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Workers by default: none below 4 cores. On the 2-core machine of issue 17, shared with the
 * brokers, one worker made searches slower (bench/scan: 0.2-0.4 M records/s against 0.5-1.1 M on
 * the main thread alone, side by side): with no idle core, each round's two hand-offs wait for
 * the scheduler. With 4 or more cores, the cores but two (at most 4).
 */
export function defaultWorkerCount(): number {
  const cores = availableParallelism();
  return cores >= 4 ? Math.min(4, cores - 2) : 0;
}

export class WorkerPool<Job, Result> {
  readonly size: number;
  readonly #script: URL;
  readonly #what: string;
  readonly #slots: Slot[] = [];
  #nextId = 0;
  #closed = false;

  /** `what` names the workers in errors ("scan worker"); size 0: no workers (run() refuses). */
  constructor(script: URL, size: number, what: string) {
    this.#script = script;
    this.size = size;
    this.#what = what;
  }

  /** Runs `job` on a worker; `transfer` lists buffers that move to it (unusable here afterwards). */
  run(job: Job, transfer: ArrayBuffer[] = []): Promise<Result> {
    if (this.#closed)
      return Promise.reject(new Error(`The ${this.#what}s are stopped: the server is closing`));
    if (this.size === 0) return Promise.reject(new Error(`No ${this.#what}s are configured`));
    const slot = this.#pick();
    const id = this.#nextId++;
    return new Promise<Result>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      // Keeps the process up while a job is out; an idle pool does not.
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id, job }, transfer);
      } catch (error) {
        // A job that cannot be sent (not cloneable) fails alone, and does not keep the worker busy.
        slot.pending.delete(id);
        if (slot.pending.size === 0) slot.worker.unref();
        reject(error);
      }
    });
  }

  #pick(): Slot {
    if (this.#slots.length < this.size) {
      const idle = this.#slots.find((s) => s.pending.size === 0);
      return idle ?? this.#start();
    }
    return this.#slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  #start(): Slot {
    // The young generation the main thread gets (launch.ts): with the default, collecting a job's
    // short-lived records took the worker 2-5x the time of examining them (bench/filter).
    const worker = new Worker(this.#script, { resourceLimits: { maxYoungGenerationSizeMb: 48 } });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    this.#slots.push(slot);
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const pending = slot.pending.get(id);
      if (!pending) return;
      slot.pending.delete(id);
      if (slot.pending.size === 0) worker.unref();
      if (error === undefined) pending.resolve(result);
      else pending.reject(new Error(error));
    });
    worker.on('error', (error) => this.#lost(slot, `failed: ${error.message}`));
    worker.on('exit', (code) => this.#lost(slot, `stopped (exit code ${code})`));
    return slot;
  }

  #lost(slot: Slot, how: string): void {
    const at = this.#slots.indexOf(slot);
    if (at >= 0) this.#slots.splice(at, 1);
    const reason = this.#closed ? 'was stopped: the server is closing' : how;
    for (const pending of slot.pending.values()) {
      pending.reject(new Error(`The ${this.#what} reading these records ${reason}`));
    }
    slot.pending.clear();
    if (!this.#closed) slot.worker.terminate().catch(() => {});
  }

  /** Workers running now (started on demand). */
  get started(): number {
    return this.#slots.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const slots = this.#slots.splice(0);
    for (const slot of slots) {
      for (const pending of slot.pending.values()) {
        pending.reject(
          new Error(`The ${this.#what} reading these records was stopped: the server is closing`),
        );
      }
      slot.pending.clear();
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
