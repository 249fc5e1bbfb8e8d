import { allPermissions, type Permission, type RoleEntry } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../errors.ts';

// Every API route declares what it needs in its options (`config: { permission: P.NODE.READ }`, or
// 'public' for the few anonymous calls); one hook enforces it. A route that declares nothing is a
// start-up error, so a new route cannot ship unguarded.

export type RouteAccess = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller;
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

/** With no security section the console is open: everyone may do everything everywhere. */
export function openCaller(): Caller {
  const permissions = allPermissions();
  return {
    logged: false,
    bindings: [
      {
        resources: [...new Set(permissions.map((p) => p.resource))],
        actions: [...new Set(permissions.map((p) => p.action))],
        patterns: [everything],
        clusters: [everything],
      },
    ],
  };
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
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every API route the app registered, with its declared permission. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

export function registerPermissionHook(
  app: FastifyInstance,
  apiRoot: string,
  resolveCaller: (r: FastifyRequest) => Caller | Promise<Caller>,
) {
  app.decorateRequest('caller');
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiRoot}/`)) return;
    const permission = route.config?.permission;
    if (permission === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission in its config`);
    }
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes are added by Fastify itself and share the GET's options.
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    }
  });
  app.addHook('onRequest', async (request) => {
    request.caller = await resolveCaller(request);
    const access = request.routeOptions.config?.permission;
    if (access === undefined || access === 'public') return;
    if (!allows(request.caller, access, clusterOf(request))) {
      throw denied(
        request.caller,
        `missing permission on resource ${access.resource} and action ${access.action}`,
      );
    }
  });
}

/** Keeps the names the caller may see for this permission on this cluster (list answers). */
export function visibleNames<T>(
  caller: Caller,
  permission: Permission,
  cluster: string,
  items: readonly T[],
  name: (item: T) => string,
): T[] {
  return items.filter((item) => allows(caller, permission, cluster, name(item)));
}

/** 403 unless the caller may act on this one name (detail and change routes). */
export function assertAllowed(caller: Caller, permission: Permission, cluster: string, name: string): void {
  if (!allows(caller, permission, cluster, name)) {
    throw denied(
      caller,
      `missing permission on resource ${permission.resource} and action ${permission.action} for '${name}'`,
    );
  }
}
