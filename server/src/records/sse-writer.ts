import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { trackEventStream } from '../plugins/open-streams.ts';

// The one way the server writes a streamed answer: server-sent events (search, live tail) and the
// download's JSON array. Every write waits for 'drain' when the socket's buffer is full, so a
// browser that reads slowly (or not at all) holds the writer, and through it the record engine,
// instead of growing the server's memory; everything stops when the client goes away.

/**
 * An AbortController that fires when the client goes away before the answer is complete. The
 * response's 'close' is used: the request's fires as soon as its body has been read.
 */
export function clientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

/** Writes a chunk; when the buffer is full, resolves once it drained or the client went away. */
export async function writeChunk(raw: ServerResponse, chunk: string | Uint8Array): Promise<void> {
  if (raw.destroyed || raw.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}

/**
 * One event as it goes on the wire, serialized and encoded once: a shared search writes the same
 * bytes to every caller that follows it (routes/shared-search.ts) instead of each caller's stream
 * stringifying and encoding the event again.
 */
export function eventBytes(event: string, data: unknown): Buffer {
  return Buffer.from(eventText(event, data));
}

const eventText = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface EventStreamOptions {
  /** Something goes out when nothing was sent for this long, so proxies and the client keep the stream. */
  keepAliveMs: number;
  /** What goes out then: this event, or a comment line when left out. */
  heartbeat?: { event: string; data: unknown };
}

export interface EventStream {
  /** Fires when the client went away; the stream's producers stop on it. */
  readonly signal: AbortSignal;
  /** Sends one event; resolves when the socket can take more (false once the client is gone). */
  send(event: string, data: unknown): Promise<boolean>;
  /** Sends one event made by eventBytes(), as send() does. */
  sendBytes(bytes: Uint8Array): Promise<boolean>;
  /** Resolves when the socket can take more, at once when it can (producers await it before reading on). */
  writable(): Promise<void>;
  /** Ends the answer. */
  end(): void;
}

/**
 * Answers `text/event-stream` on the reply (taken over from Fastify) and gives the one writer of
 * its events. Sends are serialised: a send waits for an earlier one that is waiting for 'drain'.
 */
export function openEventStream(
  reply: FastifyReply,
  gone: AbortController,
  options: EventStreamOptions,
): EventStream {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let lastWrite = Date.now();
  let waiting: Promise<void> | undefined;
  const write = async (chunk: string | Uint8Array): Promise<boolean> => {
    while (waiting) await waiting;
    if (gone.signal.aborted || raw.destroyed) return false;
    lastWrite = Date.now();
    const written = writeChunk(raw, chunk);
    waiting = written;
    await written;
    if (waiting === written) waiting = undefined;
    return !gone.signal.aborted;
  };
  const beat = options.heartbeat
    ? `event: ${options.heartbeat.event}\ndata: ${JSON.stringify(options.heartbeat.data)}\n\n`
    : ': keep-alive\n\n';
  const keepAlive = setInterval(
    () => {
      // A client that is not reading has data waiting already: nothing to add for it.
      if (!waiting && Date.now() - lastWrite >= options.keepAliveMs - 50) void write(beat);
    },
    Math.max(50, options.keepAliveMs / 2),
  );
  // A stopping server sends its last event without waiting for a slow reader, then ends.
  const untrack = trackEventStream(reply, async (message) => {
    if (gone.signal.aborted || raw.destroyed) return;
    raw.write(`event: serverRestart\ndata: ${JSON.stringify({ message })}\n\n`);
    gone.abort();
    raw.end();
  });
  const stop = () => {
    clearInterval(keepAlive);
    untrack();
  };
  gone.signal.addEventListener('abort', stop, { once: true });
  return {
    signal: gone.signal,
    send: (event, data) => write(eventText(event, data)),
    sendBytes: write,
    writable: async () => {
      while (waiting) await waiting;
    },
    end: () => {
      stop();
      raw.end();
    },
  };
}
