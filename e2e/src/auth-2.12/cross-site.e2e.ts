// No state change from another site (issue 13, design.md §7). A logged-in admin visits a page on a
// second local origin that links, redirects and submits forms to every GET alias that changes
// state (connector pause/resume/restart, task restart) and to logout. The connector keeps running
// and the session stays open. The same aliases still work from the console's own origin.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { allOperations, fillPath } from '@console/contract';
import type { Page } from 'playwright-core';
import { browserTest, eventually } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';
import { securedUrl, useSecuredServer } from './secured-server.ts';

const CONNECT = 'http://127.0.0.1:8083';
const connector = `e2e-xsite-${Date.now().toString(36)}`;
const ready = useSecuredServer(async () => {
  await fetch(`${CONNECT}/connectors/${connector}`, { method: 'DELETE' }).catch(() => {});
});

/** Every GET that changes state, made concrete for our connector; and logout, outside the API. */
function targets(): string[] {
  const aliases = allOperations()
    .filter(({ op }) => op.method === 'GET' && op.changes)
    .map(({ op }) =>
      fillPath(`/api${op.path}`, { cluster: 'main', connectId: 'demo-connect', name: connector, taskId: 0 }),
    );
  return [...aliases, '/logout'];
}

/** The attacker: one page per way a site can send the browser somewhere, for each target. */
function attackPage(target: string, how: string): string {
  const url = `${securedUrl}${target}`;
  const forms = (method: string) =>
    `<form id="f" method="${method}" action="${url}"></form><script>document.getElementById('f').submit()</script>`;
  switch (how) {
    case 'link':
      return `<a id="go" href="${url}">win a prize</a>`;
    case 'script':
      return `<script>location.href = ${JSON.stringify(url)}</script>`;
    case 'meta':
      return `<meta http-equiv="refresh" content="0;url=${url}">`;
    case 'get-form':
      return forms('GET');
    default:
      return forms('POST');
  }
}

let attacker: Server;
let attackerOrigin = '';
before(async () => {
  await ready;
  const created = await fetch(`${CONNECT}/connectors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: connector,
      config: {
        'connector.class': 'FileStreamSource',
        file: '/dev/null',
        topic: connector,
        'tasks.max': '1',
      },
    }),
  });
  assert.equal(created.status, 201, await created.text());
  attacker = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const target = url.searchParams.get('target') ?? '/';
    const how = url.searchParams.get('how') ?? 'link';
    if (how === 'redirect') {
      response.writeHead(302, { location: `${securedUrl}${target}` }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>${attackPage(target, how)}`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve));
  // 'localhost' against the console's 127.0.0.1: another site for the browser.
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
after(() => attacker?.close());

async function connectorState(): Promise<string> {
  const status = (await (await fetch(`${CONNECT}/connectors/${connector}/status`)).json()) as {
    connector: { state: string };
  };
  return status.connector.state;
}

async function loggedIn(page: Page): Promise<boolean> {
  const me = await page.evaluate(async (base) => (await fetch(`${base}/api/me`)).json(), securedUrl);
  return (me as { logged: boolean }).logged;
}

async function logInAsAdmin(page: Page): Promise<void> {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.login('admin', 'admin-pw');
  await login.logoutButton.waitFor();
}

browserTest('links, redirects and forms on another site change nothing and do not log out', async (page) => {
  await logInAsAdmin(page);
  await eventually(async () => assert.equal(await connectorState(), 'RUNNING'), { timeoutMs: 30_000 });
  const list = targets();
  assert.ok(list.some((t) => t.endsWith('/pause')) && list.includes('/logout'), list.join('\n'));
  const refused: string[] = [];
  for (const target of list) {
    for (const how of ['link', 'script', 'meta', 'get-form', 'post-form', 'redirect']) {
      const attack = `${attackerOrigin}/?how=${how}&target=${encodeURIComponent(target)}`;
      // What the console answered to the navigation the attacker caused.
      const answered = page.waitForResponse((r) => r.url().startsWith(`${securedUrl}${target}`), {
        timeout: 10_000,
      });
      await page.goto(attack).catch(() => {
        // A redirect to an answer the browser does not display aborts goto; the response counts.
      });
      if (how === 'link') await page.click('#go');
      const response = await answered;
      const body = await response.text().catch(() => '');
      if (response.status() === 403 && /Cross-site request refused/.test(body))
        refused.push(`${how} ${target}`);
      await page.goto(`${securedUrl}/ui`);
      assert.equal(await loggedIn(page), true, `${how} ${target} logged the user out`);
      assert.equal(await connectorState(), 'RUNNING', `${how} ${target} changed the connector`);
    }
  }
  assert.equal(refused.length, list.length * 6, 'every attempt was refused by the server, not by chance');
});

browserTest('the same aliases still work from the console’s own origin', async (page) => {
  await logInAsAdmin(page);
  const pause = targets().find((t) => t.endsWith('/pause'))!;
  const resume = targets().find((t) => t.endsWith('/resume'))!;
  const status = (path: string) =>
    page.evaluate(
      async ([base, p]) =>
        (await fetch(`${base}${p}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status,
      [securedUrl, path] as const,
    );
  assert.equal(await status(pause), 204);
  await eventually(async () => assert.equal(await connectorState(), 'PAUSED'), { timeoutMs: 30_000 });
  assert.equal(await status(resume), 204);
  await eventually(async () => assert.equal(await connectorState(), 'RUNNING'), { timeoutMs: 30_000 });
});
