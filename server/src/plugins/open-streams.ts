import type { Server } from 'node:http';
import { ops } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

// The long answers of the console: searches and live tails (server-sent events), downloads and
// copies. Two jobs, both about all of them at once:
// - a per-user cap (`server.streams-per-user`): one more than the cap answers 429 naming the cap,
//   before any Kafka client is taken, so one user's forgotten tabs cannot starve the others;
// - on shutdown, each event stream is told the server is restarting (the browser reconnects at
//   once) and ended; downloads and copies get a few seconds to finish, then are cut.

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
}

const registries = new WeakMap<Server, Registry>();

function registryOf(server: Server): Registry {
  let registry = registries.get(server);
  if (!registry) {
    registry = { events: new Set(), open: new Set(), perUser: new Map(), stopping: false };
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
 * others may finish within `graceMs`, then their sockets are closed. Resolves when none is open.
 */
export async function endOpenStreams(app: FastifyInstance, graceMs: number): Promise<void> {
  const registry = registryOf(app.server);
  registry.stopping = true;
  await Promise.all(
    [...registry.events].map((restart) =>
      restart('The server is restarting; reconnecting…').catch(() => undefined),
    ),
  );
  const deadline = Date.now() + graceMs;
  while (registry.open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const reply of registry.open) reply.raw.destroy();
}
