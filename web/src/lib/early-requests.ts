import { apiUrl, basePath } from '../app/config.ts';

// The session's requests (and the cluster's UI options) leave as soon as the tiny entry module
// runs, while the app's code is still downloading and compiling; `api()` takes the answer of
// the first call to the same address instead of asking again (issue 17: no waterfall
// 'code → session → page'). An answer is taken once, and only in the first seconds.

const FRESH_MS = 5_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();

export const EARLY_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** Paths (under the API) every page of this address will ask for first. */
export function earlyPaths(pathname: string): string[] {
  const paths = ['auths', 'me', 'cluster'];
  const cluster = /^\/ui\/([^/]+)/.exec(pathname.slice(basePath.length))?.[1];
  if (cluster && !['login', 'page-not-found', '401'].includes(cluster)) {
    paths.push(`${cluster}/ui-options`);
  }
  return paths;
}

export function startEarlyRequests(pathname: string): void {
  for (const path of earlyPaths(pathname)) startEarly(`${apiUrl}/${path}`);
}

/**
 * Sends a GET of `url` (an address exactly as `api()` builds it) that the first `api()` call to it
 * takes. A plain fetch rather than a `<link rel=preload>`: a preload nobody takes would be handed
 * to the first identical fetch however late (an answer from before a login, or stale data), while
 * this one is taken only in its first seconds and dropped with the session.
 */
export function startEarly(url: string): void {
  const response = fetch(url, { credentials: 'include', headers: EARLY_HEADERS });
  response.catch(() => {}); // a failure is reported by the call that takes it
  early.set(url, { at: performance.now(), response });
}

/** Forgets every early answer not taken yet (login, logout: they were asked as someone else). */
export function dropEarly(): void {
  early.clear();
}

/** The answer of an early request to `url`, once, if it is still fresh. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return performance.now() - entry.at < FRESH_MS ? entry.response : undefined;
}
