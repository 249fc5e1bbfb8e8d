import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

// No state change from another site, whatever the method (design.md §7). Browsers say where a
// request comes from: `Sec-Fetch-Site` (fetch metadata) in current ones, `Origin` on POST/PUT/DELETE
// and `Referer` in older ones. A change is accepted from the console's own origin only, so AKHQ's
// GET aliases (connector pause/resume/restart) and logout cannot be triggered by a link, a redirect
// or a form on another site. `none` (an address typed, or a link opened from a mail or chat
// program) is refused too: the browser also says `none` when such a link leads to a site that
// redirects here. Clients that are not browsers send none of these headers and are not affected;
// the session cookie's SameSite=Lax and the X-Requested-With check (session-auth.ts) stay as
// further layers.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (AKHQ's aliases, logout): guarded like POST/PUT/DELETE. */
    changes?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isChange(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return !READS.has(request.method) || config?.changes === true || config?.operation?.changes === true;
}

function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/** Why a change request is refused, or undefined when it may go on. */
export function crossSiteRefusal(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' ? undefined : `the browser marked it ${site}`;
  const own = ownOrigin(request, publicUrl);
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === own ? undefined : `it comes from ${origin}`;
  const referer = request.headers.referer;
  if (typeof referer === 'string' && URL.canParse(referer) && new URL(referer).origin !== own) {
    return `it comes from ${new URL(referer).origin}`;
  }
  return undefined;
}

export function registerCrossSiteGate(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (!isChange(request)) return;
    const reason = crossSiteRefusal(request, publicUrl);
    if (reason) throw forbidden(`Cross-site request refused: ${reason}`);
  });
}
