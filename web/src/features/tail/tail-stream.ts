import { TailEvent } from '@console/contract';
import { apiUrl } from '../../app/config.ts';
import { parseFrames } from './tail-frames.ts';

// The tail's event stream (spec §7 "Live tail"): read with fetch so the server's error answer
// (403, 404, 400 with its message) reaches the page, parsed frame by frame and validated with the
// contract. No event for 45 s, or a dropped connection, reconnects after 1 s, resuming from the
// last offsets seen so nothing is lost or shown twice; after 18e6 ms of failing it gives up.

export const HEARTBEAT_TIMEOUT_MS = 45_000;
const RECONNECT_MS = 1000;
const GIVE_UP_MS = 18e6;

export interface TailStreamOptions {
  clusterId: string;
  topics: string[];
  search: string;
  size: number;
  /** `topic,partition,nextOffset` positions to start from (resume after a pause). */
  after?: string[];
  onEvent: (event: TailEvent) => void;
  /** The stream cannot go on (refused or failed on the server): the tail stops. */
  onFatal: (message: string) => void;
}

function urlOf(o: TailStreamOptions, after: string[]): string {
  const q = new URLSearchParams();
  if (o.search) q.set('search', o.search);
  for (const t of o.topics) q.append('topics', t);
  q.set('size', String(o.size));
  for (const a of after) q.append('after', a);
  return `${apiUrl}/${encodeURIComponent(o.clusterId)}/tail/sse?${q}`;
}

/** Starts the stream; the returned function stops it for good. */
export function openTailStream(options: TailStreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let positions = options.after ?? [];
  let failingSince: number | undefined;

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    const current = controller;
    let watchdog = setTimeout(() => current.abort(), HEARTBEAT_TIMEOUT_MS);
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => current.abort(), HEARTBEAT_TIMEOUT_MS);
    };
    try {
      const res = await fetch(urlOf(options, positions), { signal: current.signal, credentials: 'include' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        stopped = true;
        return options.onFatal(body.message || `Live tail failed (${res.status})`);
      }
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failingSince = undefined;
        alive();
        buffer = parseFrames(buffer + decoder.decode(value, { stream: true }), (event, data) => {
          if (event === 'tailError') {
            stopped = true;
            options.onFatal((JSON.parse(data) as { message?: string }).message ?? 'Live tail failed');
            return;
          }
          const parsed = TailEvent.safeParse(JSON.parse(data));
          if (!parsed.success) return;
          if (parsed.data.offsets) positions = parsed.data.offsets;
          options.onEvent(parsed.data);
        });
      }
    } catch {
      // dropped, or the watchdog fired: reconnect below unless stopped
    } finally {
      clearTimeout(watchdog);
    }
    if (stopped) return;
    failingSince ??= Date.now();
    if (Date.now() - failingSince > GIVE_UP_MS) return options.onFatal('Live tail lost its connection');
    setTimeout(() => {
      if (!stopped) void connect();
    }, RECONNECT_MS);
  };

  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
