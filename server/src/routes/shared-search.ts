import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CelFilter } from '../records/cel-filter.ts';
import type { OpenedScan } from '../records/index.ts';
import type { TopicLayout } from '../records/ranges.ts';
import { type EventStream, eventBytes, openEventStream } from '../records/sse-writer.ts';
import { streamSearch } from '../records/streams.ts';
import { partitionOffsets } from '../services/topic-offsets.ts';
import { callerKey, coalescerOf } from './shared-answer.ts';

// Identical searches at the same time share one scan (issue 17, Load): a hundred users opening the
// same search each read and examined the whole topic. Now the first caller's scan runs once; its
// events are kept as they go, and a caller asking the same search while it runs gets the events
// so far, then follows.
//
// - Same answer: the key is the method, the URL and the caller's name and role bindings, as for
//   shared list answers (shared-answer.ts), so on a secured console only the same user (or
//   anonymous callers) share. A caller joins only while no partition of the topic has grown since
//   the scan's range was fixed (a fresh ListOffsets): otherwise it could miss records written
//   before it asked, and it scans for itself.
// - Each caller is its own request: the per-user cap on searches and streams counts it, it has
//   its own event stream (keep-alive, server restart), and leaving ends only its own answer. The
//   scan stops when every caller has gone.
// - Nothing is kept after the scan: the next identical search scans again (a caller that found it
//   running still gets all of it, even if it ended while the caller checked the offsets). The
//   entry lives in the cluster's coalescer for the scan's run only, so a change made through the
//   console forgets it like the shared Kafka reads. With shared reads off every search scans for
//   itself.
// - The scan runs at the pace of its fastest caller (it waits until one has sent an event before
//   reading on); slower callers read the kept events behind it. Each event is kept as the bytes
//   that go on the wire, serialized once for all callers, not once per caller. Events are kept for
//   joiners up to KEEP_BYTES (a search's matches may be 10,000 records of 100,000 characters); past
//   it no one joins any more, and events every caller has sent are dropped, so a lone search holds
//   little more than the event in hand, as before sharing.

/**
 * Scans started for searches, searches that joined one running, scans stopped as all left, scans
 * whose every caller left while they were opening (closed without a fetch), callers now waiting on
 * a scan's open (tests, bench).
 */
export const searchStats = { scans: 0, joined: 0, abandoned: 0, unstarted: 0, opening: 0 };

/** What a search opens: its scan and its CEL filter, if any. */
export type OpenSearch = (signal: AbortSignal) => Promise<{ opened: OpenedScan; cel?: CelFilter }>;

/** A comment line now and then keeps proxies and the browser from closing an idle search (as streams.ts). */
const KEEP_ALIVE_MS = 15_000;

/** Bytes of events a scan keeps for callers that may still join. */
const KEEP_BYTES = 4 << 20;

class SharedScan {
  /** The events the scan sent that some caller has still to send, in order; `sent[0]` is number `base`. */
  readonly sent: Uint8Array[] = [];
  base = 0;
  /** Bytes of the kept events; past KEEP_BYTES no one joins and sent events are dropped. */
  keptBytes = 0;
  /** Where each following caller is: the number of the next event it sends. */
  readonly cursors = new Set<{ at: number }>();
  /** The range the scan reads, once open: a joiner checks the topic has not grown since. */
  layout: TopicLayout | undefined;
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

  /** Whether a caller arriving now may join: the scan still runs and keeps every event. */
  get open(): boolean {
    return !this.ended && !this.abort.signal.aborted && this.keptBytes <= KEEP_BYTES;
  }

  /**
   * Whether the scan was not stopped and keeps every event since its first: a caller that found it
   * running may follow it even once it has ended (from its kept events, to their end).
   */
  get whole(): boolean {
    return !this.abort.signal.aborted && this.keptBytes <= KEEP_BYTES;
  }

  /** The number of events sent so far. */
  get length(): number {
    return this.base + this.sent.length;
  }

  /** Drops the events every caller has sent, once no one may join. */
  trim(): void {
    if (this.keptBytes <= KEEP_BYTES) return;
    let lowest = this.length;
    for (const cursor of this.cursors) lowest = Math.min(lowest, cursor.at);
    if (lowest > this.base) {
      this.sent.splice(0, lowest - this.base);
      this.base = lowest;
    }
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
    // A client gone before it joined (while the handler was on its way) never fires 'abort'.
    if (gone.aborted) leave();
    else gone.addEventListener('abort', leave, { once: true });
    return leave;
  }

  /** The event stream streamSearch writes to: it keeps each event for every caller. */
  readonly sink: EventStream = {
    signal: this.abort.signal,
    send: (event, data) => this.sink.sendBytes(eventBytes(event, data)),
    sendBytes: async (bytes) => {
      if (this.abort.signal.aborted) return false;
      this.sent.push(bytes);
      if (this.keptBytes <= KEEP_BYTES) this.keptBytes += bytes.length;
      this.poke();
      await this.sink.writable();
      return !this.abort.signal.aborted;
    },
    writable: async () => {
      while (this.taken < this.length && !this.abort.signal.aborted) await this.changed();
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
      // A search that cannot open answers its error, and so do the callers waiting on the open.
      scan.end();
      leave();
      throw error;
    }
    if (scan.abort.signal.aborted) {
      // Every caller left while the scan was opening: close it before its first fetch.
      searchStats.unstarted += 1;
      await scanning.opened.batches.return(undefined);
      return;
    }
    scan.layout = scanning.opened.layout;
    // The reply is not written to: the events go to the scan's sink.
    void streamSearch(reply, scanning.opened, scan.abort, scanning.cel, scan.sink)
      .catch((error: unknown) => request.log.warn({ err: error }, 'shared search ended with an error'))
      .finally(() => scan.end());
  } else {
    searchStats.opening += 1;
    try {
      await scan.opening;
    } catch (error) {
      // The open that failed is this search's answer too: N callers opening again at once after a
      // failure would be a stampede on whatever failed.
      leave();
      throw error;
    } finally {
      searchStats.opening -= 1;
    }
    if (gone.signal.aborted) return leave();
    // Checked after the offsets are read: meanwhile the scan may have stopped keeping events. One
    // that ended meanwhile is followed from its kept events: a short scan (a small topic, a loaded
    // server) may end during this check, and the caller would scan the same range again alone.
    if (!(await unchanged(ctx, request, scan.layout)) || !scan.whole) {
      leave();
      return alone();
    }
    searchStats.joined += 1;
  }
  await follow(scan, reply, gone, leave);
}

/** Writes the scan's events to this caller's own event stream, the kept ones first, until the end. */
async function follow(scan: SharedScan, reply: FastifyReply, gone: AbortController, leave: () => void) {
  const events = openEventStream(reply, gone, { keepAliveMs: KEEP_ALIVE_MS });
  const cursor = { at: scan.base };
  scan.cursors.add(cursor);
  try {
    while (!gone.signal.aborted) {
      const next = scan.sent[cursor.at - scan.base];
      if (next) {
        if (!(await events.sendBytes(next))) break;
        cursor.at += 1;
        scan.trim();
        if (cursor.at > scan.taken) {
          scan.taken = cursor.at;
          scan.poke();
        }
      } else if (scan.ended) break;
      else await scan.changed();
    }
  } finally {
    scan.cursors.delete(cursor);
    leave();
    events.end();
  }
}

/** Whether no partition the scan reads has grown since its range was fixed (else a joiner scans alone). */
async function unchanged(ctx: AppContext, request: FastifyRequest, layout: TopicLayout | undefined) {
  if (!layout) return false;
  const { cluster, topic } = request.params as { cluster: string; topic: string };
  const partitions = layout.ranges.map((r) => ({ id: r.partition, leader: r.leader, replicas: [], isr: [] }));
  try {
    const meta = { name: topic, topicId: layout.topicId, kafkaInternal: false, partitions };
    const ends = (await partitionOffsets(ctx.kafka.admin(cluster), [meta], -1n)).get(topic);
    return layout.ranges.every((r) => ends?.get(r.partition) === r.latest);
  } catch {
    return false;
  }
}
