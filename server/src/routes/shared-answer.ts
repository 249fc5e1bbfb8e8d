import type { OperationDef } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ReadCoalescer } from '../kafka/coalesce.ts';
import { clientGone } from '../records/sse-writer.ts';
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
// - A leader that fails hands nothing out: the others then try once more, then ask for themselves.
//   Its client leaving does not stop the build while others wait for it (buildSignal): only when
//   every request waiting for the answer has gone.
// - `fresh` (the data page): a request never gets an answer begun before it arrived, as the record
//   readers promise (coalesce.ts fresh()): a record written before a page was asked for is on it.
//   Requests that come while an answer is being built wait for ONE next answer, built by the first
//   of them, and share that one.

/**
 * Requests answered with another request's bytes (counted apart from the shared Kafka reads),
 * answers built by a leader, requests now waiting on another's answer (tests, bench).
 */
export const answerStats = { shared: 0, built: 0, waiting: 0 };

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
 * The requests waiting on one answer, its builder among them: the build is aborted once none is
 * left. Its builder's own client leaving is not enough while others wait for what it builds.
 */
class Waiters {
  count = 0;
  build = new AbortController();
  /** Whether its builder has begun: until then, one who joins after all had left gets a live signal. */
  started = false;

  /** Counts a request in; the function it gets counts it out (once). */
  join(): () => void {
    if (this.count === 0 && !this.started && this.build.signal.aborted) this.build = new AbortController();
    this.count += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.count -= 1;
      if (this.count === 0) this.build.abort();
    };
  }
}

/** The waiters of each answer in flight, by the promise every sharer of that answer gets. */
const waiters = new WeakMap<Promise<unknown>, Waiters>();
/** What a leading request builds under: aborted once no request waits for the answer. */
const buildSignals = new WeakMap<FastifyRequest, AbortSignal>();

/**
 * The signal a shared route's handler reads under: aborted when every request waiting for its
 * answer has gone (its own client's leaving alone when it shares with none).
 */
export function buildSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  return buildSignals.get(request) ?? clientGone(reply).signal;
}

/** A request of a shared route: whether its client has gone, and how it leaves what it waits on. */
interface Asking {
  gone: boolean;
  leaves: Array<() => void>;
}

/**
 * One try at sharing: LEAD when this request is to build the answer (at once, or when its turn
 * came after the one in flight: fresh), else the leader's serialized answer or undefined (none).
 */
async function share(
  coalescer: ReadCoalescer,
  key: string,
  request: FastifyRequest,
  asking: Asking,
  fresh: boolean,
): Promise<string | undefined | typeof LEAD> {
  let leads = false;
  let group: Waiters | undefined;
  let turn = () => {};
  const leading = new Promise<void>((resolve) => {
    turn = resolve;
  });
  const lead = () => {
    // A queued request whose client left before its turn builds only for others still waiting.
    if (group ? group.count === 0 : asking.gone) return Promise.resolve(undefined);
    leads = true;
    turn();
    return new Promise<string | undefined>((resolve) => leaders.set(request, resolve));
  };
  const answer = fresh ? coalescer.fresh(key, lead) : coalescer.run(key, lead, false);
  group = waiters.get(answer);
  if (!group) {
    group = new Waiters();
    waiters.set(answer, group);
  }
  const leave = group.join();
  asking.leaves.push(leave);
  if (asking.gone) leave();
  if (!leads) {
    answerStats.waiting += 1;
    try {
      // Queued behind an answer in flight (fresh): this request may be the one to build the next.
      if (fresh) await Promise.race([leading, answer]);
      if (!leads) return await answer;
    } finally {
      answerStats.waiting -= 1;
    }
  }
  group.started = true;
  buildSignals.set(request, group.build.signal);
  return LEAD;
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
    const asking: Asking = { gone: false, leaves: [] };
    reply.raw.once('close', () => {
      // An answered request leaves nothing to stop (its answer was built): no abort, whose
      // DOMException with its stack cost ~0.5% of the server's CPU under bench/load.
      if (reply.raw.writableFinished) return;
      asking.gone = true;
      for (const leave of asking.leaves) leave();
    });
    // A leader that fails hands nothing out; its followers then try once more to share one answer
    // (under load, builds that time out are often leaders'), and then ask for themselves.
    for (let attempt = 0; attempt < 2; attempt++) {
      const turn = await share(coalescer, key, request, asking, options.fresh ?? false);
      if (turn === LEAD) {
        answerStats.built += 1;
        break;
      }
      if (turn !== undefined) {
        answerStats.shared += 1;
        reply.type('application/json; charset=utf-8');
        // A string is sent as it is: no second serialization (route() sends what the handler answers).
        return turn as unknown as Awaited<ReturnType<Handler<O>>>;
      }
    }
    // Its client gone already, its own 'close' has fired: the read it would do is for nobody.
    if (asking.gone) buildSignals.set(request, AbortSignal.abort());
    return handler(request, reply);
  };
  route(api, op, shared, {
    onSend: async (request, reply, payload) => {
      settle(request, reply.statusCode === 200 && typeof payload === 'string' ? payload : undefined);
      return payload;
    },
    // Not on the leader's client leaving (onRequestAbort): the build goes on while others wait,
    // and its end (answer or error) is sent, which settles it above.
    onResponse: async (request) => settle(request, undefined),
  });
}
