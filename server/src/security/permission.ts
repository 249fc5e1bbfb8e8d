import {
  allPermissions,
  namesAt,
  type OperationDef,
  type Permission,
  type RoleEntry,
} from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../errors.ts';
import { filterAnswer, HiddenAnswer } from './answer-filter.ts';

// Who may do what: the caller's bindings, and the one hook that enforces what each operation of the
// route table declares (contract/src/api/define.ts). Routes outside the API (login, health) declare
// `config.permission` themselves.

export type RouteAccess = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller;
    /**
     * The names of a list the caller may see on the request's cluster, under the operation's own
     * permission or the one given (a list sorted by what another permission shows, e.g. topics by
     * their last record under TOPIC_DATA READ), for handlers that page or sort a list: filter before
     * paging so counts are right (the answer is filtered again). Handlers never call `allows`.
     */
    visible: (names: readonly string[], permission?: Permission) => string[];
  }
}

/** A group binding of the caller: role entries limited to resource-name and cluster patterns. */
export interface Binding {
  resources: readonly string[];
  actions: readonly string[];
  patterns: readonly RegExp[];
  clusters: readonly RegExp[];
}

export interface Caller {
  logged: boolean;
  username?: string;
  bindings: Binding[];
}

const everything = /^.*$/;

/**
 * With no security section the console is open: everyone may do everything everywhere. One caller
 * for every request (it was built anew for each: ~2% of the server's CPU under bench/load, and a
 * new object defeated the per-caller key kept for shared answers).
 */
export function openCaller(): Caller {
  open ??= openAccess();
  return open;
}

let open: Caller | undefined;

function openAccess(): Caller {
  const permissions = allPermissions();
  const binding: Binding = {
    resources: [...new Set(permissions.map((p) => p.resource))],
    actions: [...new Set(permissions.map((p) => p.action))],
    patterns: [everything],
    clusters: [everything],
  };
  // Shared by every request and never changed (callerBindings copies): frozen at its top levels so
  // that a change there throws instead of reaching every request.
  return Object.freeze({ logged: false, bindings: Object.freeze([Object.freeze(binding)]) as Binding[] });
}

export function allows(caller: Caller, permission: Permission, cluster?: string, name?: string): boolean {
  return caller.bindings.some(
    (b) =>
      b.resources.includes(permission.resource) &&
      b.actions.includes(permission.action) &&
      (cluster === undefined || b.clusters.some((c) => c.test(cluster))) &&
      (name === undefined || b.patterns.some((p) => p.test(name))),
  );
}

/** The pattern as written in the config, without the full-match anchors added when compiling it. */
function configured(pattern: RegExp): string {
  return pattern.source.match(/^\^\(\?:(.*)\)\$$/s)?.[1] ?? pattern.source;
}

export function roleEntries(caller: Caller): RoleEntry[] {
  return caller.bindings.map((b) => ({
    resources: [...b.resources],
    actions: [...b.actions],
    patterns: b.patterns.map(configured),
    clusters: b.clusters.map(configured),
  }));
}

/** Anonymous callers are asked to log in (401, AKHQ's text); logged-in ones are refused (403). */
export function denied(caller: Caller, what: string): HttpError {
  if (!caller.logged) return new HttpError(401, 'User not authenticated or token expired');
  return forbidden(`Unauthorized: ${what}`);
}

function clusterOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, string> | undefined;
  return params?.cluster;
}

/** An API route as declared: what the route-table test walks (server/test/permissions.int.ts). */
export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RouteAccess;
  operation: OperationDef;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every API route the app registered, with its declared permission. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

function missing(permission: Permission, name?: string): string {
  const on = `missing permission on resource ${permission.resource} and action ${permission.action}`;
  return name === undefined ? on : `${on} for '${name}'`;
}

/** 403 (401 when anonymous) unless every name the request carries is inside the caller's patterns. */
function checkNames(request: FastifyRequest, op: OperationDef): void {
  if (op.permission === 'public' || !op.names) return;
  const root = { params: request.params, query: request.query, body: request.body };
  for (const scope of op.names) {
    const need = scope.need ?? op.permission;
    const cluster = scope.cluster ? namesAt(root, scope.cluster)[0] : clusterOf(request);
    for (const name of namesAt(root, scope.at)) {
      if (!allows(request.caller, need, cluster, name)) throw denied(request.caller, missing(need, name));
    }
  }
}

/** The answer without what the caller may not see, as the operation's `visible` scopes declare. */
function visibleAnswer(request: FastifyRequest, op: OperationDef, payload: unknown): unknown {
  if (!op.visible) return payload;
  const own = op.permission;
  const pathCluster = clusterOf(request);
  try {
    return filterAnswer(payload, op.visible, (scope, name, cluster) => {
      const need = scope.need ?? (own === 'public' ? undefined : own);
      return need === undefined || allows(request.caller, need, cluster ?? pathCluster, name);
    });
  } catch (error) {
    if (error instanceof HiddenAnswer)
      throw denied(request.caller, own === 'public' ? 'hidden' : missing(own));
    throw error;
  }
}

/**
 * The one place permissions are enforced. Every API route comes from the contract's route table
 * (routes/operation.ts) and is refused at start otherwise. Per request: the operation's permission
 * on the path's cluster when the request arrives, the names it carries (path, query and body) once
 * they are parsed, and what its answer may show before it is sent.
 */
export function registerPermissionHook(
  app: FastifyInstance,
  apiRoot: string,
  resolveCaller: (r: FastifyRequest) => Caller | Promise<Caller>,
) {
  app.decorateRequest('caller');
  app.decorateRequest('visible');
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiRoot}/`)) return;
    const operation = route.config?.operation;
    if (operation === undefined) {
      throw new Error(`Route ${route.method} ${route.url} is not an operation of the contract's route table`);
    }
    const permission = operation.permission;
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes are added by Fastify itself and share the GET's options.
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission, operation });
    }
  });
  app.addHook('onRequest', async (request) => {
    request.caller = await resolveCaller(request);
    const op = request.routeOptions.config?.operation;
    const access = op?.permission ?? request.routeOptions.config?.permission;
    // Public routes show every name under their own access; asked for another permission, the
    // caller's bindings decide (on the path's cluster) as on any route.
    request.visible = (names, permission) =>
      permission === undefined
        ? [...names]
        : names.filter((name) => allows(request.caller, permission, clusterOf(request), name));
    if (access === undefined || access === 'public') return;
    // The path's cluster, or where the operation says it is (`query.cluster`), parsed or not yet.
    const cluster = op?.cluster
      ? namesAt({ params: request.params, query: request.query }, op.cluster)[0]
      : clusterOf(request);
    if (!allows(request.caller, access, cluster)) throw denied(request.caller, missing(access));
    request.visible = (names, permission = access) =>
      names.filter((name) => allows(request.caller, permission, cluster, name));
  });
  app.addHook('preHandler', async (request) => {
    const op = request.routeOptions.config?.operation;
    if (op) checkNames(request, op);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const op = request.routeOptions.config?.operation;
    // Error answers pass this hook too: their `message` is not a name (a map scope would drop it).
    return op && reply.statusCode < 400 ? visibleAnswer(request, op, payload) : payload;
  });
}
