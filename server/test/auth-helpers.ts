import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, parseConfig } from '../src/config/load.ts';
import type { ConsoleConfig } from '../src/config/schema.ts';
import type { AppContext } from '../src/context.ts';
import { changeRequest, fixtureWebRoot } from './helpers.ts';

// The secured app of the auth tests: server/config/secured.yml (security ON) on a free port.

export const securedConfigFile = join(import.meta.dirname, '../config/secured.yml');

export function securedConfig(change?: (raw: ConsoleConfig) => ConsoleConfig): ConsoleConfig {
  const base = loadConfig(securedConfigFile, {});
  base.server = { ...base.server, port: 0, 'log-level': 'warn', 'web-root': fixtureWebRoot() };
  return parseConfig(change ? change(structuredClone(base)) : base);
}

export interface SecuredServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export async function startSecured(config: ConsoleConfig = securedConfig()): Promise<SecuredServer> {
  const { app, ctx } = await buildApp(config);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, ctx, close: () => app.close() };
}

/** Form login through `POST /login`; returns the answer, its JSON and the session cookie. */
export async function login(url: string, username: string, password: string) {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('JWT='));
  return { status: response.status, body, cookie, setCookie: response.headers.getSetCookie() };
}

export async function tokenOf(url: string, username: string, password: string): Promise<string> {
  const { body, status } = await login(url, username, password);
  if (!body.access_token) throw new Error(`login of ${username} failed: ${status} ${body.message}`);
  return body.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The form-login users of secured.yml and their passwords. */
export const securedUsers = {
  admin: 'admin-pw',
  reader: 'reader-pw',
  orders: 'orders-pw',
  noroles: 'noroles-pw',
} as const;
export type SecuredUser = keyof typeof securedUsers;

type Security = NonNullable<ConsoleConfig['security']>;

/** A role of its own for a user: its groups become just `group`, binding `role` to names and clusters. */
export interface Grant {
  group: string;
  role: string;
  permissions: Security['roles'][string];
  patterns: string[];
  clusters: string[];
}

export interface SecuredConsoleOptions<U extends SecuredUser> {
  /** Logged in through `POST /login`, in this order, once `setup` is done. */
  users?: readonly U[];
  /** Per user, a role that replaces the groups secured.yml gives it. */
  grants?: Partial<Record<SecuredUser, Grant>>;
  /** Any further change to the config, after the grants. */
  change?: (config: ConsoleConfig) => ConsoleConfig;
  /** Runs once the console listens, before the logins. */
  setup?: (server: SecuredServer) => Promise<unknown>;
  /** Runs before the console closes. */
  teardown?: (server: SecuredServer) => Promise<unknown>;
}

/**
 * The running console. `as` holds each user's bearer headers: the objects exist from the start and
 * are filled at login, so a file may take them apart at its top (`const { reader } = server.as`).
 */
export interface SecuredConsole<U extends SecuredUser> extends Omit<SecuredServer, 'close'> {
  readonly as: Record<U, Record<string, string>>;
  /** A call as the web app makes it: with X-Requested-With, and a JSON body when there is one. */
  request(path: string, headers: Record<string, string>, method?: string, body?: unknown): Promise<Response>;
}

function withGrants(grants: Partial<Record<SecuredUser, Grant>>) {
  return (config: ConsoleConfig): ConsoleConfig => {
    const security = config.security!;
    for (const [user, grant] of Object.entries(grants)) {
      security.roles[grant.role] = grant.permissions;
      security.groups[grant.group] = [
        { role: grant.role, patterns: grant.patterns, clusters: grant.clusters },
      ];
      security['basic-auth'] = security['basic-auth'].map((u) =>
        u.username === user ? { ...u, groups: [grant.group] } : u,
      );
    }
    return config;
  };
}

/**
 * A console with security on (secured.yml) for the current file or `describe`: it starts in a
 * `before` hook, logs `users` in, and closes in an `after` hook. Read its fields inside tests.
 */
export function securedConsole<U extends SecuredUser = never>(
  options: SecuredConsoleOptions<U> = {},
): SecuredConsole<U> {
  let server: SecuredServer | undefined;
  const running = () => {
    if (!server) throw new Error('the secured console has not started');
    return server;
  };
  const { users = [], grants = {}, change = (c) => c, setup, teardown } = options;
  const as = {} as Record<U, Record<string, string>>;
  for (const user of users) as[user] = {};
  before(async () => {
    server = await startSecured(securedConfig((c) => change(withGrants(grants)(c))));
    await setup?.(server);
    for (const user of users) {
      Object.assign(as[user], bearer(await tokenOf(server.url, user, securedUsers[user])));
    }
  });
  after(async () => {
    if (!server) return;
    await teardown?.(server);
    await server.close();
  });
  return {
    get url() {
      return running().url;
    },
    get app() {
      return running().app;
    },
    get ctx() {
      return running().ctx;
    },
    as,
    request: (path, headers, method = 'GET', body) =>
      fetch(`${running().url}${path}`, changeRequest(method, body, headers)),
  };
}

/**
 * A secured console with `orders` and `admin` logged in and two new topics on main: `visible`
 * (`orders-<label>-<id>`, which the `orders-.*` pattern lets the orders user see) and `hidden`
 * (`<label>-<id>`, which it does not). `fresh(word)` names a further visible topic no one has
 * made yet (`orders-<label>-<word>-<id>`), for a test to create; all are deleted at the end.
 */
export function securedWithTopics(label: string) {
  const suffix = randomUUID().slice(0, 8);
  const visible = `orders-${label}-${suffix}`;
  const hidden = `${label}-${suffix}`;
  const made = [visible, hidden];
  const server = securedConsole({
    users: ['orders', 'admin'],
    setup: ({ ctx }) =>
      ctx.kafka.run('main', 'create', (a) =>
        a.createTopics({ topics: [visible, hidden], partitions: 1, replicas: 1 }),
      ),
    teardown: ({ ctx }) =>
      ctx.kafka.run('main', 'delete', (a) => a.deleteTopics({ topics: made })).catch(() => {}),
  });
  const fresh = (word: string) => {
    const name = `orders-${label}-${word}-${suffix}`;
    made.push(name);
    return name;
  };
  return { server, visible, hidden, fresh };
}

/**
 * A browser stand-in for single sign-on: follows redirects by hand and keeps cookies per host,
 * so the console and the identity provider each see only their own cookies.
 */
export class CookieBrowser {
  readonly jars = new Map<string, Map<string, string>>();

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jars.get(target.host) ?? new Map<string, string>();
    this.jars.set(target.host, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until a non-redirect answer; returns it and the URL it came from. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 15; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}
