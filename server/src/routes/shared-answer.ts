import type { OperationDef } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
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

/** Requests answered with another request's bytes (counted apart from the shared Kafka reads). */
export const answerStats = { shared: 0 };

const leaders = new WeakMap<FastifyRequest, (payload: string | undefined) => void>();
const callerKeys = new WeakMap<Caller, string>();

function callerKey(caller: Caller): string {
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

/** Hands the leader's answer (or nothing: it failed) to the requests that wait on it. */
function settle(request: FastifyRequest, payload: string | undefined): void {
  const resolve = leaders.get(request);
  if (!resolve) return;
  leaders.delete(request);
  resolve(payload);
}

/** route() for a GET JSON operation whose identical concurrent requests share one answer. */
export function sharedRoute<O extends OperationDef>(
  api: FastifyInstance,
  ctx: AppContext,
  op: O,
  handler: Handler<O>,
): void {
  const shared: Handler<O> = async (request, reply: FastifyReply) => {
    const cluster = (request.params as { cluster?: string }).cluster;
    let coalescer: ReturnType<AppContext['kafka']['coalescer']> | undefined;
    try {
      coalescer = cluster === undefined ? undefined : ctx.kafka.coalescer(cluster);
    } catch {
      coalescer = undefined;
    }
    if (!coalescer?.enabled) return handler(request, reply);
    let leads = false;
    const key = `answer ${request.method} ${request.url} ${callerKey(request.caller)}`;
    const answer = coalescer.run(
      key,
      () => {
        leads = true;
        return new Promise<string | undefined>((resolve) => leaders.set(request, resolve));
      },
      false,
    );
    if (leads) return handler(request, reply);
    const payload = await answer;
    if (payload === undefined) return handler(request, reply);
    answerStats.shared += 1;
    reply.type('application/json; charset=utf-8');
    // A string is sent as it is: no second serialization (route() sends what the handler answers).
    return payload as unknown as Awaited<ReturnType<Handler<O>>>;
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
