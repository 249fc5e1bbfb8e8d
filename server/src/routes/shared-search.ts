import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CelFilter } from '../records/cel-filter.ts';
import type { OpenedScan } from '../records/index.ts';
import { type EventStream, openEventStream } from '../records/sse-writer.ts';
import { streamSearch } from '../records/streams.ts';
import { callerKey, coalescerOf } from './shared-answer.ts';

// Identical searches at the same time share one scan (issue 17, Load): a hundred users opening the
// same search each read and examined the whole topic. Now the first caller's scan runs once; its
// events are kept as they go, and a caller asking the same search while it runs gets the events
// so far, then follows.
//
// - Same answer: the key is the method, the URL and the caller's name and role bindings, as for
//   shared list answers (shared-answer.ts). A caller joining sees what the scan found in the range
//   fixed when it began, as if it had asked a moment earlier; its final event's cursor finds more.
// - Each caller is its own request: the per-user cap on searches and streams counts it, it has
//   its own event stream (keep-alive, server restart), and leaving ends only its own answer. The
//   scan stops when every caller has gone.
// - Nothing is kept after the scan: the next identical search scans again. The entry lives in the
//   cluster's coalescer for the scan's run only, so a change made through the console forgets it
//   like the shared Kafka reads. With shared reads off every search scans for itself.
// - The scan runs at the pace of its fastest caller (it waits until one has sent an event before
//   reading on); slower callers read the kept events behind it. They are few: progress at most
//   every 0.5 % or 250 ms, and matches up to the search's size.

/** Scans started for searches, searches that joined one running, scans stopped as all left (tests, bench). */
export const searchStats = { scans: 0, joined: 0, abandoned: 0 };

/** What a search opens: its scan and its CEL filter, if any. */
export type OpenSearch = (signal: AbortSignal) => Promise<{ opened: OpenedScan; cel?: CelFilter }>;

/** A comment line now and then keeps proxies and the browser from closing an idle search (as streams.ts). */
const KEEP_ALIVE_MS = 15_000;

interface Sent {
  event: string;
  data: unknown;
}

class SharedScan {
  /** Every event the scan sent so far, in order. */
  readonly sent: Sent[] = [];
  /** Events some caller has written to its socket: the scan reads on once the fastest has. */
  taken = 0;
  ended = false;
  callers = 0;
  readonly abort = new AbortController();
  /** Settles when the scan is over (ended, failed or abandoned): the coalescer forgets it then. */
  readonly over: Promise<void>;
  opening: Promise<unknown> = Promise.resolve();
  #finish = () => {};
  #waiting: Array<() => void> = [];

  constructor() {
    this.over = new Promise((resolve) => {
      this.#finish = resolve;
    });
  }

  /** Whether a caller arriving now may join: the scan still runs. */
  get open(): boolean {
    return !this.ended && !this.abort.signal.aborted;
  }

  /** Resolves on the next change: an event sent or taken, the end, a caller gone. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  poke(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }

  end(): void {
    this.ended = true;
    this.#finish();
    this.poke();
  }

  /** A caller joins; the function it gets makes it leave (once), aborting the scan if it was the last. */
  join(gone: AbortSignal): () => void {
    this.callers += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.callers -= 1;
      if (this.callers === 0 && !this.ended) {
        searchStats.abandoned += 1;
        this.abort.abort();
        this.end();
      }
      this.poke();
    };
    gone.addEventListener('abort', leave, { once: true });
    return leave;
  }

  /** The event stream streamSearch writes to: it keeps each event for every caller. */
  readonly sink: EventStream = {
    signal: this.abort.signal,
    send: async (event, data) => {
      if (this.abort.signal.aborted) return false;
      this.sent.push({ event, data });
      this.poke();
      await this.sink.writable();
      return !this.abort.signal.aborted;
    },
    writable: async () => {
      while (this.taken < this.sent.length && !this.abort.signal.aborted) await this.changed();
    },
    end: () => this.end(),
  };
}

/** Scans by the promise their coalescer entry holds: a caller finding the entry finds the scan. */
const scans = new WeakMap<Promise<void>, SharedScan>();

/**
 * Answers a search as server-sent events, sharing the scan with identical searches running:
 * `open` opens the scan (its errors are the HTTP answer); `gone` fires when this caller leaves.
 */
export async function sharedSearch(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  gone: AbortController,
  open: OpenSearch,
): Promise<void> {
  const alone = async () => {
    const { opened, cel } = await open(gone.signal);
    await streamSearch(reply, opened, gone, cel);
  };
  const coalescer = coalescerOf(ctx, request);
  if (!coalescer) return alone();
  let started: SharedScan | undefined;
  const key = `search ${request.method} ${request.url} ${callerKey(request.caller)}`;
  const over = coalescer.run(
    key,
    () => {
      started = new SharedScan();
      scans.set(started.over, started);
      return started.over;
    },
    false,
  );
  const scan = started ?? scans.get(over);
  if (!scan?.open) return alone();
  const leave = scan.join(gone.signal);
  if (scan === started) {
    searchStats.scans += 1;
    const opening = open(scan.abort.signal);
    scan.opening = opening;
    let scanning: Awaited<typeof opening>;
    try {
      scanning = await opening;
    } catch (error) {
      // A search that cannot open answers its error; callers waiting on it open their own.
      scan.end();
      leave();
      throw error;
    }
    // The reply is not written to: the events go to the scan's sink.
    void streamSearch(reply, scanning.opened, scan.abort, scanning.cel, scan.sink)
      .catch((error: unknown) => request.log.warn({ err: error }, 'shared search ended with an error'))
      .finally(() => scan.end());
  } else {
    searchStats.joined += 1;
    const opened = await scan.opening.then(
      () => true,
      () => false,
    );
    if (!opened) {
      leave();
      return alone();
    }
  }
  await follow(scan, reply, gone, leave);
}

/** Writes the scan's events to this caller's own event stream, the kept ones first, until the end. */
async function follow(scan: SharedScan, reply: FastifyReply, gone: AbortController, leave: () => void) {
  const events = openEventStream(reply, gone, { keepAliveMs: KEEP_ALIVE_MS });
  let at = 0;
  try {
    while (!gone.signal.aborted) {
      const next = scan.sent[at];
      if (next) {
        if (!(await events.send(next.event, next.data))) break;
        at += 1;
        if (at > scan.taken) {
          scan.taken = at;
          scan.poke();
        }
      } else if (scan.ended) break;
      else await scan.changed();
    }
  } finally {
    leave();
    events.end();
  }
}
