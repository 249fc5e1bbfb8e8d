import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { ErrorBody } from './common.ts';
import { SearchEvent } from './record.ts';
import { TailEvent } from './tail.ts';

// The one reader of the console's server-sent event streams (search, live tail), for the browser,
// the integration tests and the benchmarks alike: a fetch Response's body in, typed events out,
// each event's data checked against the contract's schema.
//
// Why a dependency in the contract, which otherwise holds only zod schemas: SSE framing has corner
// cases (CR/LF/CRLF line ends, multi-line `data:`, comments, a frame split across chunks at any
// byte) that three hand-written parsers each got partly right. `eventsource-parser` is the
// WHATWG-conformant parser, pure (no DOM, no Node API, no dependencies of its own), so it runs
// wherever the contract runs; it is reached only through `@console/contract/events`, so code that
// does not read streams (the server) does not load it.

/** The events a stream may carry, by name, with the schema of each one's data. */
export type EventSchemas = Record<string, z.ZodType>;

/** One event of a stream: its name and its data, parsed. */
export type StreamEvent<S extends EventSchemas> = {
  [K in keyof S & string]: { event: K; data: z.output<S[K]> };
}[keyof S & string];

/** `GET .../data/search` (akhq-api.md §4.1): progress and matches, the end, or why it stopped. */
export const searchEvents = {
  searchBody: SearchEvent,
  searchEnd: SearchEvent,
  searchError: ErrorBody,
} satisfies EventSchemas;

/** `GET .../tail/sse` (akhq-api.md §4.2): records (an empty one is the heartbeat), or why it stopped. */
export const tailEvents = {
  tailBody: TailEvent,
  tailError: ErrorBody,
} satisfies EventSchemas;

/**
 * The last event of any stream (search, live tail) when the server stops (SIGTERM, a rolling
 * restart): the stream ends; a tail reconnects at once from its last offsets, a search is run
 * again. Read it with `{ ...tailEvents, ...restartEvents }`.
 */
export const restartEvents = {
  serverRestart: ErrorBody,
} satisfies EventSchemas;

/**
 * A live tail's cluster does not answer. Mid-tail (every broker down past the failover time) it is
 * the last event: the stream ends and the browser keeps reconnecting from its last offsets (sent in
 * a `tailBody` just before) until the cluster answers. For a tail started while the cluster is
 * down it is not the last: the stream stays open, the server tries again every 5 s, and the next
 * `tailBody` carries offsets once the cluster answers. Read it with `{ ...tailEvents, ...clusterDownEvents }`.
 */
export const clusterDownEvents = {
  /** `since`: for a tail started while the cluster is down, the time it reads from (send it back). */
  clusterUnreachable: ErrorBody.extend({ since: z.number().int().optional() }),
} satisfies EventSchemas;

/** An event whose data is not what the contract says: a server bug, not something to skip. */
export class EventStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventStreamError';
  }
}

/**
 * Yields the events of a server-sent event stream as they arrive, until the body ends. Events not
 * named in `schemas` and comments (keep-alives) are skipped; data that is not JSON or does not
 * match its schema throws `EventStreamError`. Aborting the fetch's signal makes the next read throw
 * the abort; leaving the loop early cancels the body, which closes the connection.
 *
 *   const response = await fetch(url, { signal });
 *   for await (const { event, data } of readEvents(response.body, tailEvents)) ...
 */
export async function* readEvents<S extends EventSchemas>(
  body: ReadableStream<Uint8Array>,
  schemas: S,
): AsyncGenerator<StreamEvent<S>, void, undefined> {
  let ready: StreamEvent<S>[] = [];
  let failure: EventStreamError | undefined;
  const parser = createParser({
    onEvent: ({ event = 'message', data }) => {
      const schema = Object.hasOwn(schemas, event) ? schemas[event] : undefined;
      if (!schema || failure) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        failure = new EventStreamError(`Event '${event}' carries data that is not JSON`);
        return;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : 'data';
        failure = new EventStreamError(`Unexpected '${event}' event: ${where}: ${issue?.message}`);
        return;
      }
      ready.push({ event, data: parsed.data } as StreamEvent<S>);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      const events = ready;
      ready = [];
      yield* events;
      if (failure) throw failure;
      if (done) return;
    }
  } finally {
    // Ends the connection when the caller stopped early; a finished or aborted body ignores it.
    reader.cancel().catch(() => {});
  }
}
