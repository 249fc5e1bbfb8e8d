import type { Server } from 'node:http';
import { ops } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

// The long answers of the console: searches and live tails (server-sent events), downloads and
// copies. Two jobs, both about all of them at once:
// - a per-user cap (`server.streams-per-user`): one more than the cap answers 429 naming the cap,
//   before any Kafka client is taken, so one user's forgotten tabs cannot starve the others;
// - on shutdown, each event stream is told the server is restarting (the browser reconnects at
//   once) and ended; downloads and copies get a few seconds to finish. Then a copy is stopped
//   through `serverStopping` (it answers how far it got) and what is still open is cut: a download
//   cut so ends without its last chunk, which the browser shows as a failed file, never as a whole one.

const STREAMING = new Set<unknown>([
  ops.topicData.search,
  ops.topicData.download,
  ops.topicData.copy,
  ops.topicData.tail,
]);

/** What shutdown does to one open event stream: its last event, then the end. */
export type RestartStream = (message: string) => Promise<void>;

interface Registry {
  /** Open event streams (sse-writer.ts registers each). */
  events: Set<RestartStream>;
  /** Every capped answer still open, by its socket's response. */
  open: Set<FastifyReply>;
  perUser: Map<string, number>;
  stopping: boolean;
  /** Aborted when the grace time of a shutdown is over. */
  stop: AbortController;
}

const registries = new WeakMap<Server, Registry>();

function registryOf(server: Server): Registry {
  let registry = registries.get(server);
  if (!registry) {
    registry = {
      events: new Set(),
      open: new Set(),
      perUser: new Map(),
      stopping: false,
      stop: new AbortController(),
    };
    registries.set(server, registry);
  }
  return registry;
}

/** Called by the event-stream writer: `restart` runs when the server stops; the result forgets it. */
export function trackEventStream(reply: FastifyReply, restart: RestartStream): () => void {
  const events = registryOf(reply.server.server).events;
  events.add(restart);
  return () => events.delete(restart);
}

/** Fires when a stopping server has given the answers still open their grace time: stop and say so. */
export function serverStopping(reply: FastifyReply): AbortSignal {
  return registryOf(reply.server.server).stop.signal;
}

/** The answer of a copy that a stopping server cut short: it says how far it got. */
export const stoppedCopy = (records: number, toTopic: string) =>
  new HttpError(
    503,
    `The server restarted during the copy: ${records} records were copied to '${toTopic}' before it stopped; the rest was not copied`,
  );

/** How long an answer told to stop (a copy) has to send its answer before its socket is closed. */
const STOP_MS = 1500;

const userOf = (request: FastifyRequest) =>
  request.caller?.logged && request.caller.username
    ? `user:${request.caller.username}`
    : `address:${request.ip}`;

export function registerOpenStreams(app: FastifyInstance, perUser: number): void {
  const registry = registryOf(app.server);
  // After the permission hook's preHandler: a refused request never counts.
  app.addHook('preHandler', async (request, reply) => {
    if (!STREAMING.has(request.routeOptions.config?.operation)) return;
    if (registry.stopping) throw new HttpError(503, 'The server is restarting; try again in a moment');
    const user = userOf(request);
    const open = registry.perUser.get(user) ?? 0;
    if (open >= perUser) {
      throw new HttpError(
        429,
        `You already have ${open === 1 ? 'a search or stream' : `${open} searches or streams`} open (at most ${perUser} at once); close one and try again`,
      );
    }
    registry.perUser.set(user, open + 1);
    registry.open.add(reply);
    reply.raw.once('close', () => {
      registry.open.delete(reply);
      const left = (registry.perUser.get(user) ?? 1) - 1;
      if (left > 0) registry.perUser.set(user, left);
      else registry.perUser.delete(user);
    });
  });
}

/**
 * Ends the open answers for a shutdown: event streams get `serverRestart` and end at once; the
 * others may finish within `graceMs`; then a download is cut, a copy is told to stop
 * (`serverStopping`), and what is still open STOP_MS later has its socket closed. Resolves when
 * none is open.
 */
export async function endOpenStreams(app: FastifyInstance, graceMs: number): Promise<void> {
  const registry = registryOf(app.server);
  registry.stopping = true;
  await Promise.all(
    [...registry.events].map((restart) =>
      restart('The server is restarting; reconnecting…').catch(() => undefined),
    ),
  );
  const drained = async (until: number) => {
    while (registry.open.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  };
  await drained(Date.now() + graceMs);
  if (registry.open.size === 0) return;
  // A download has sent its head and part of its body: nothing it could still say would help, so
  // it is cut now (no last chunk: the browser marks the file failed). A copy answers once stopped.
  for (const reply of registry.open) if (reply.raw.headersSent) reply.raw.destroy();
  registry.stop.abort();
  await drained(Date.now() + STOP_MS);
  for (const reply of registry.open) reply.raw.destroy();
}
