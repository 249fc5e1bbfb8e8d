import { ops, type TailEvent } from '@console/contract';
import { EventStreamError, tailEvents } from '@console/contract/events';
import type { DecodingQuery } from '../../components/deserializer-choice/choice.ts';
import { ApiError } from '../../lib/api.ts';
import { openEvents } from '../../lib/event-stream.ts';

// The tail's event stream (spec §7 "Live tail"), opened like any call (lib/event-stream.ts) so the
// server's refusal (403, 404, 400 with its message) reaches the page, and read with the contract's
// one reader. No event for 45 s, or a dropped connection, reconnects after 1 s, resuming from the
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
  /** The deserializer choice (issue 14), as the data tab's query parameters, for every topic. */
  decoding?: DecodingQuery;
  onEvent: (event: TailEvent) => void;
  /** The stream cannot go on (refused or failed on the server): the tail stops. */
  onFatal: (message: string) => void;
}

/** A refusal or a broken stream ends the tail; a dropped connection (status 0, abort) does not. */
function fatal(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status > 0) return error.message;
  if (error instanceof EventStreamError) return error.message;
  return undefined;
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
    try {
      const events = await openEvents(
        ops.topicData.tail,
        {
          params: { cluster: options.clusterId },
          query: {
            ...options.decoding,
            search: options.search || undefined,
            topics: options.topics,
            size: String(options.size),
            after: positions,
          },
          signal: current.signal,
        },
        tailEvents,
      );
      for await (const { event, data } of events) {
        failingSince = undefined;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => current.abort(), HEARTBEAT_TIMEOUT_MS);
        if (event === 'tailError') {
          stopped = true;
          return options.onFatal(data.message);
        }
        if (data.offsets) positions = data.offsets;
        options.onEvent(data);
      }
    } catch (error) {
      const message = fatal(error);
      if (message !== undefined && !stopped) {
        stopped = true;
        return options.onFatal(message);
      }
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
