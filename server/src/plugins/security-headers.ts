import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Everything the web app loads comes from the console itself; Mantine sets inline styles. */
export const CONSOLE_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's security headers on every answer, worked out once at start. Its Fastify plugin builds a
 * new helmet, and parses the CSP directives again, for every request: 2–3% of the server's CPU
 * under bench/load. Set on the raw response, as the plugin did, so streamed (hijacked) answers
 * carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = CONSOLE_POLICY): void {
  const headers = Object.entries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets for these options (none of them depends on the request), named as it names them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers.values());
}
