import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Serves the built single-page app under {base}/ui/ with fallback to index.html for client-side
// routes. index.html gets the base path and API address as meta tags (no inline script, so the
// content security policy stays strict), and its asset links are moved under the base path.

export interface WebAppOptions {
  root: string;
  basePath: string;
  apiUrl: string;
}

function renderIndex(root: string, basePath: string, apiUrl: string): string {
  const file = join(root, 'index.html');
  if (!existsSync(file)) {
    return `<!doctype html><title>Kafka Console</title><p>The web app is not built. Run <code>npm run build</code>.</p>`;
  }
  let html = readFileSync(file, 'utf8')
    .replace(
      /<meta name="console-base-path" content="[^"]*"\s*\/?>/,
      `<meta name="console-base-path" content="${basePath}" />`,
    )
    .replace(
      /<meta name="console-api-url" content="[^"]*"\s*\/?>/,
      `<meta name="console-api-url" content="${apiUrl}" />`,
    );
  if (basePath) html = html.replaceAll('"/ui/', `"${basePath}/ui/`);
  return html;
}

export interface WebApp {
  /** True for URLs the single-page app routes itself. */
  isUiRoute(url: string): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<WebApp> {
  const { root, basePath, apiUrl } = options;
  // Rendered again when the file changes, so a rebuild of the web app needs no server restart.
  let cached = { mtimeMs: -1, html: '' };
  const index = () => {
    const file = join(root, 'index.html');
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: renderIndex(root, basePath, apiUrl) };
    return cached.html;
  };
  const uiPrefix = `${basePath}/ui`;
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index());

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${uiPrefix}/`,
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br and .gz beside each asset (web/vite.config.ts): sent as they are to
      // browsers that accept them, the plain file to the others.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
      allowedPath: (path) => path !== '/index.html',
    });
  }
  const hidden = { config: { permission: 'public' as const }, schema: { hide: true } };
  app.get(uiPrefix, hidden, async (_request, reply) => sendIndex(reply));
  app.get(`${basePath}/`, hidden, async (_request, reply) => reply.redirect(uiPrefix));

  // Client-side routes are not files: the not-found handler answers them with the app. A built
  // file that is not there is a 404, not the app: a page open across a redeploy tells a chunk
  // that is gone from a server that is only restarting by that (web/src/app/stale-build.ts).
  const assets = `${uiPrefix}/assets/`;
  const isUiRoute = (url: string) =>
    url === uiPrefix || (url.startsWith(`${uiPrefix}/`) && !url.startsWith(assets));
  return { isUiRoute, sendIndex };
}
