import type { OperationDef } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ReadCoalescer } from '../kafka/coalesce.ts';
import type { Caller } from '../security/permission.ts';
import { type Handler, route } from './operation.ts';

// Identical list requests at the same time are answered once (issue 17, Load): a hundred users
// on the topic list each built the same page (25 topics with their partitions and replicas),
// passed it through the zod serializer (a copy) and stringified it, ~40 KB each. Under load those
// answers live long enough to be promoted to the old generation, which grew the heap (and RSS) by
// 150-250 MB. Now the first request (the leader) is answered as always; the ones asking the same
// URL while it runs, with the same permissions, get the leader's serialized bytes.
//
// - Same answer: the key is the method, the URL (cluster, query) and the caller's name and role
//   bindings, which are all a handler and the permission filter (security/permission.ts) look at.
// - As fresh as the Kafka reads: the sharing is the cluster's coalescer's (kafka/coalesce.ts) for
//   reads in flight (no cache), so a change made through the console forgets it like the reads.
// - A leader that fails or goes away hands nothing out: the others then ask for themselves.
// - `fresh` (the data page): a request never gets an answer begun before it arrived, as the record
//   readers promise (coalesce.ts fresh()): a record written before a page was asked for is on it.
//   Requests that come while an answer is being built wait for ONE next answer, built by the first
//   of them, and share that one.

/** Requests answered with another request's bytes (counted apart from the shared Kafka reads). */
export const answerStats = { shared: 0 };

const leaders = new WeakMap<FastifyRequest, (payload: string | undefined) => void>();
const callerKeys = new WeakMap<Caller, string>();

/** What a handler and the permission filter look at of the caller: its name and role bindings. */
export function callerKey(caller: Caller): string {
  let key = callerKeys.get(caller);
  if (key === undefined) {
    const bindings = caller.bindings.map((b) => [
      b.resources,
      b.actions,
      b.patterns.map(String),
      b.clusters.map(String),
    ]);
    key = JSON.stringify([caller.logged, caller.username ?? null, bindings]);
    callerKeys.set(caller, key);
  }
  return key;
}

/** The coalescer of the request's cluster when it shares (an unknown cluster answers its 404 later). */
export function coalescerOf(ctx: AppContext, request: FastifyRequest): ReadCoalescer | undefined {
  const cluster = (request.params as { cluster?: string }).cluster;
  try {
    const coalescer = cluster === undefined ? undefined : ctx.kafka.coalescer(cluster);
    return coalescer?.enabled ? coalescer : undefined;
  } catch {
    return undefined;
  }
}

/** Hands the leader's answer (or nothing: it failed) to the requests that wait on it. */
function settle(request: FastifyRequest, payload: string | undefined): void {
  const resolve = leaders.get(request);
  if (!resolve) return;
  leaders.delete(request);
  resolve(payload);
}

const LEAD = Symbol('lead');

/**
 * One try at sharing: LEAD when this request is to build the answer (at once, or when its turn
 * came after the one in flight: fresh), else the leader's serialized answer or undefined (none).
 */
async function share(
  coalescer: ReadCoalescer,
  key: string,
  request: FastifyRequest,
  gone: () => boolean,
  fresh: boolean,
): Promise<string | undefined | typeof LEAD> {
  let leads = false;
  let turn = () => {};
  const leading = new Promise<void>((resolve) => {
    turn = resolve;
  });
  const lead = () => {
    // A queued request whose client left before its turn builds nothing.
    if (gone()) return Promise.resolve(undefined);
    leads = true;
    turn();
    return new Promise<string | undefined>((resolve) => leaders.set(request, resolve));
  };
  const answer = fresh ? coalescer.fresh(key, lead) : coalescer.run(key, lead, false);
  // Queued behind an answer in flight (fresh): this request may be the one to build the next.
  if (!leads && fresh) await Promise.race([leading, answer]);
  return leads ? LEAD : answer;
}

/** route() for a GET JSON operation whose identical concurrent requests share one answer. */
export function sharedRoute<O extends OperationDef>(
  api: FastifyInstance,
  ctx: AppContext,
  op: O,
  handler: Handler<O>,
  options: { fresh?: boolean } = {},
): void {
  const shared: Handler<O> = async (request, reply: FastifyReply) => {
    const coalescer = coalescerOf(ctx, request);
    if (!coalescer) return handler(request, reply);
    const key = `answer ${request.method} ${request.url} ${callerKey(request.caller)}`;
    let gone = false;
    reply.raw.once('close', () => (gone = true));
    // A leader that fails or leaves hands nothing out; its followers then try once more to share
    // one answer (under load, clients that time out are often leaders), and then ask for themselves.
    for (let attempt = 0; attempt < 2; attempt++) {
      const turn = await share(coalescer, key, request, () => gone, options.fresh ?? false);
      if (turn === LEAD) break;
      if (turn !== undefined) {
        answerStats.shared += 1;
        reply.type('application/json; charset=utf-8');
        // A string is sent as it is: no second serialization (route() sends what the handler answers).
        return turn as unknown as Awaited<ReturnType<Handler<O>>>;
      }
    }
    return handler(request, reply);
  };
  route(api, op, shared, {
    onSend: async (request, reply, payload) => {
      settle(request, reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined);
      return payload;
    },
    onResponse: async (request) => settle(request, undefined),
    onRequestAbort: async (request) => settle(request, undefined),
  });
}
