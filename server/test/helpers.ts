import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig, parseConfig } from '../src/config/load.ts';
import type { ConsoleConfig } from '../src/config/schema.ts';
import type { AppContext } from '../src/context.ts';

// Integration tests build the real app from the demo config (the local stack), listen on a free
// port and talk HTTP to it.

export const demoConfigFile = join(import.meta.dirname, '../config/demo.yml');

/** A stand-in for the built web app, so server tests do not depend on a web build. */
export function fixtureWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'console-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><head><meta name="console-base-path" content="" /><meta name="console-api-url" content="/api" />' +
      '<script type="module" src="/ui/assets/app.js"></script></head><body></body>',
  );
  writeFileSync(join(root, 'assets/app.js'), 'console.log("app");');
  return root;
}

export function demoConfig(change?: (raw: ConsoleConfig) => ConsoleConfig): ConsoleConfig {
  const base = loadConfig(demoConfigFile, {});
  base.server = { ...base.server, port: 0, 'log-level': 'warn', 'web-root': fixtureWebRoot() };
  return parseConfig(change ? change(structuredClone(base)) : base);
}

export interface RunningServer {
  url: string;
  ctx: AppContext;
  get(path: string, init?: RequestInit): Promise<Response>;
  /** A change request as the web app sends it (see `changeRequest`), e.g. `send('POST', path, body)`. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The request the web app makes for a change: X-Requested-With, which a secured console asks of
 * cookie-authenticated changes (its CSRF check), and a JSON body when there is one.
 */
export function changeRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      ...headers,
      'x-requested-with': 'fetch',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
}

export async function startServer(config: ConsoleConfig = demoConfig()): Promise<RunningServer> {
  const { app, ctx } = await buildApp(config);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    ctx,
    get: (path, init) => fetch(`${address}${path}`, { redirect: 'manual', ...init }),
    send: (method, path, body) =>
      fetch(`${address}${path}`, { redirect: 'manual', ...changeRequest(method, body) }),
    close: () => app.close(),
  };
}

/** The JSON answer of a response, as the shape the test expects (`Response.json()` is `unknown`). */
export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts that a value is there and gives it back narrowed, e.g. an optional field of a JSON answer. */
export function present<T>(value: T, what = 'value'): NonNullable<T> {
  assert.ok(value !== undefined && value !== null, `${what} is missing`);
  return value;
}
