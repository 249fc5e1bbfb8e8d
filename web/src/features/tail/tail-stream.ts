import type { TailEvent } from '@console/contract';
import { topicDataOps } from '@console/contract/api/topic-data';
import { clusterDownEvents, EventStreamError, restartEvents, tailEvents } from '@console/contract/events';
import type { DecodingQuery } from '../../components/deserializer-choice/choice.ts';
import { ApiError } from '../../lib/api.ts';
import { openEvents } from '../../lib/event-stream.ts';

// The tail's event stream (spec §7 "Live tail"), opened like any call (lib/event-stream.ts) so the
// server's refusal (403, 404, 400 with its message) reaches the page, and read with the contract's
// one reader. No event for 45 s, or a dropped connection, reconnects after 1 s, resuming from the
// last offsets seen so nothing is lost or shown twice; after 18e6 ms of failing it gives up. A
// server that is stopping says so (`serverRestart`): the tail reconnects at once and says why. A
// cluster that stopped answering (`clusterUnreachable`, then the stream ends) is tried again every
// UNREACHABLE_RETRY_MS, the server's 5xx meanwhile included, until it streams again from the same
// offsets. A tail started while its cluster is down gets the event on a stream that stays open: the
// server tries again itself and the notice stays until an event with offsets says it reads.

export const HEARTBEAT_TIMEOUT_MS = 45_000;
const RECONNECT_MS = 1000;
const GIVE_UP_MS = 18e6;
export const UNREACHABLE_RETRY_MS = 5000;

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
  /** Why the tail is reconnecting (the server restarts), or undefined once it streams again. */
  onNotice?: (message: string | undefined) => void;
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
  /** Set while a tail started during an outage has read nothing: a reconnect reads from the same time. */
  let since: number | undefined;
  let failingSince: number | undefined;
  let restarting = false;
  /** The cluster stopped answering: every 5xx is the cluster still down, not an end. */
  let unreachable = false;

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    const current = controller;
    let watchdog = setTimeout(() => current.abort(), HEARTBEAT_TIMEOUT_MS);
    try {
      const events = await openEvents(
        topicDataOps.tail,
        {
          params: { cluster: options.clusterId },
          query: {
            ...options.decoding,
            search: options.search || undefined,
            topics: options.topics,
            size: String(options.size),
            after: positions,
            ...(positions.length === 0 && since !== undefined ? { since: String(since) } : {}),
          },
          signal: current.signal,
        },
        { ...tailEvents, ...restartEvents, ...clusterDownEvents },
      );
      for await (const { event, data } of events) {
        if (event === 'serverRestart') {
          options.onNotice?.(data.message);
          restarting = true;
          break;
        }
        clearTimeout(watchdog);
        watchdog = setTimeout(() => current.abort(), HEARTBEAT_TIMEOUT_MS);
        if (event === 'clusterUnreachable') {
          // Mid-tail the stream ends after it (reconnect below); a tail started while the cluster
          // is down keeps its stream open while the server tries again, and reads on once it answers.
          options.onNotice?.(`${data.message}. Trying again every ${UNREACHABLE_RETRY_MS / 1000} s…`);
          unreachable = true;
          if (data.since !== undefined) since = data.since;
          continue;
        }
        // A heartbeat (no offsets) while the cluster is still down does not end the notice.
        const streaming = event !== 'tailBody' || data.offsets !== undefined || data.records !== undefined;
        if (restarting || (unreachable && streaming)) options.onNotice?.(undefined);
        restarting = false;
        if (streaming) unreachable = false;
        failingSince = undefined;
        if (event === 'tailError') {
          stopped = true;
          return options.onFatal(data.message);
        }
        if (data.offsets) positions = data.offsets;
        options.onEvent(data);
      }
    } catch (error) {
      const message = fatal(error);
      // While the server restarts, a proxy's or the stopping server's 5xx is part of it, not an end.
      const restartAnswer = (restarting || unreachable) && error instanceof ApiError && error.status >= 500;
      if (message !== undefined && !stopped && !restartAnswer) {
        stopped = true;
        return options.onFatal(message);
      }
      // dropped, or the watchdog fired: reconnect below unless stopped
    } finally {
      clearTimeout(watchdog);
    }
    if (stopped) return;
    // Right after the restart event, at once: the next server (or replica) may be up already.
    const delay = unreachable
      ? UNREACHABLE_RETRY_MS
      : restarting && failingSince === undefined
        ? 0
        : RECONNECT_MS;
    failingSince ??= Date.now();
    if (Date.now() - failingSince > GIVE_UP_MS) return options.onFatal('Live tail lost its connection');
    setTimeout(() => {
      if (!stopped) void connect();
    }, delay);
  };

  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
