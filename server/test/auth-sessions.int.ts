// Sessions that stay ended (issue 13): a logout holds across a restart and on a second console
// sharing the signing secret; tokens without an expiry or with a longer life than configured are
// refused; the cookie is Secure behind an https public URL; single sign-on never builds its
// redirect address from the Host header.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { after, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { SignJWT } from 'jose';
import type { ConsoleConfig } from '../src/config/schema.ts';
import { bearer, login, type SecuredServer, securedConfig, startSecured, tokenOf } from './auth-helpers.ts';

const topic = `it-sessions-${randomUUID().slice(0, 8)}`;
const withTopic = (config: ConsoleConfig) => {
  config.security!.sessions = { cluster: 'main', topic };
  return config;
};
const running: SecuredServer[] = [];
const start = async (change: (c: ConsoleConfig) => ConsoleConfig = (c) => c) => {
  const server = await startSecured(securedConfig((c) => change(withTopic(c))));
  running.push(server);
  return server;
};
after(async () => {
  const [first] = running;
  await first?.ctx.kafka.run('main', 'cleanup', (a) => a.deleteTopics({ topics: [topic] })).catch(() => {});
  await Promise.all(running.map((s) => s.close().catch(() => {})));
});

const me = async (url: string, token: string) =>
  (await (await fetch(`${url}/api/me`, { headers: bearer(token) })).json()) as { logged: boolean };
const logout = (url: string, token: string) =>
  fetch(`${url}/logout`, { headers: bearer(token), redirect: 'manual' });

test('a logout on one console is refused on another, and after a restart', async () => {
  const a = await start();
  const b = await start();
  const token = await tokenOf(a.url, 'reader', 'reader-pw');
  const other = await tokenOf(a.url, 'reader', 'reader-pw');
  assert.equal((await me(b.url, token)).logged, true, 'the second console accepts the first one’s token');
  assert.equal((await logout(a.url, token)).status, 302);
  assert.equal((await me(a.url, token)).logged, false);
  await eventually(async () => assert.equal((await me(b.url, token)).logged, false), {
    what: 'the second console refuses the ended session',
  });
  assert.equal((await me(b.url, other)).logged, true, 'another session of the same user goes on');

  await a.close();
  running.splice(running.indexOf(a), 1);
  const restarted = await start();
  assert.equal((await me(restarted.url, token)).logged, false, 'still ended after a restart');
  assert.equal((await me(restarted.url, other)).logged, true);
});

test('a token without an expiry, or living longer than the configured session, is refused', async () => {
  const server = running[0] ?? (await start());
  const config = securedConfig();
  const key = new TextEncoder().encode(config.security!['signing-secret']);
  const base = () =>
    new SignJWT({ sub: 'admin', groups: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('kafka-console')
      .setAudience('session')
      .setIssuedAt()
      .setJti(randomUUID());
  const forever = await base().sign(key);
  const tooLong = await base()
    .setExpirationTime(`${config.security!['session-ttl-seconds'] * 24}s`)
    .sign(key);
  const fine = await base().setExpirationTime('600s').sign(key);
  assert.equal((await me(server.url, forever)).logged, false, 'no exp');
  assert.equal((await me(server.url, tooLong)).logged, false, 'a day-long token for a one-hour session');
  assert.equal((await me(server.url, fine)).logged, true, 'the same token with a normal expiry works');
});

test('the session cookie is Secure when the public URL is https', async () => {
  const server = await start((c) => {
    c.security!['public-url'] = 'https://console.example.com';
    return c;
  });
  const { cookie } = await login(server.url, 'reader', 'reader-pw');
  assert.match(cookie ?? '', /; Secure/);
});

test('single sign-on takes its redirect address from public-url, never from a foreign Host header', async () => {
  const server = running[0] ?? (await start());
  // fetch() does not let a caller set Host; a raw request does, as an attacker's client would.
  const spoofed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(`${server.url}/oauth/login/oidc`);
    const req = request(url, { headers: { host: 'attacker.example' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
  assert.equal(spoofed.status, 400);
  assert.match(spoofed.body, /public-url/);

  const own = await fetch(`${server.url}/oauth/login/oidc`, { redirect: 'manual' });
  assert.equal(own.status, 302);
  const target = new URL(own.headers.get('location') ?? '');
  assert.equal(target.searchParams.get('redirect_uri'), `${server.url}/oauth/callback/oidc`);

  await assert.rejects(
    startSecured(
      securedConfig((c) => {
        c.server.host = '0.0.0.0';
        return withTopic(c);
      }),
    ),
    /public-url is required for single sign-on/,
  );
});
