// A page left open across a redeploy (issue 17): its chunks' names (content hashes) are gone from
// the server, so code it has not loaded yet (here the record inspector's body, loaded when a record
// is opened) fails to load. The page loads itself again, once, and then works with the new build;
// a chunk missing from the build itself does not reload the page in a loop. Runs its own console
// over a copy of the built app, which the tests change as a deployment would.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { useOwnConsole } from '../own-console.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { restartingConsole } from '../restarting-console.ts';

const built = process.env.CONSOLE__SERVER__WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist');
const root = mkdtempSync(join(tmpdir(), 'e2e-stale-build-'));
cpSync(built, root, { recursive: true });
const assets = join(root, 'assets');
const own = useOwnConsole({ env: { CONSOLE__SERVER__WEB_ROOT: root } });
after(() => rmSync(root, { recursive: true, force: true }));

const CHUNK = /^record-inspector-body-.*\.js$/;
const scripts = () => readdirSync(assets).filter((name) => name.endsWith('.js'));
const inspectorChunk = () => {
  const name = scripts().find((n) => CHUNK.test(n));
  if (!name) throw new Error(`no record inspector chunk in ${assets}`);
  return name;
};

/** Removes a built file with its precompressed forms (the server sends those when present). */
const remove = (name: string) => {
  for (const file of [name, `${name}.gz`, `${name}.br`]) rmSync(join(assets, file), { force: true });
};

/**
 * A new deployment as Vite makes one: the inspector chunk gets another name, and so does every
 * script that names it (their content changed), up to index.html. The old names are gone.
 */
function redeploy(): void {
  const renamed = new Map<string, string>();
  const queue = [inspectorChunk()];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (renamed.has(name)) continue;
    renamed.set(name, name.replace(/\.js$/, 'n.js'));
    for (const other of scripts()) {
      if (!renamed.has(other) && readFileSync(join(assets, other), 'utf8').includes(name)) queue.push(other);
    }
  }
  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of renamed) out = out.replaceAll(from, to);
    return out;
  };
  for (const [from, to] of renamed) {
    writeFileSync(join(assets, to), rewrite(readFileSync(join(assets, from), 'utf8')));
    remove(from);
  }
  const index = join(root, 'index.html');
  writeFileSync(index, rewrite(readFileSync(index, 'utf8')));
}

/**
 * Counts, per document, the page loads it starts (window.leaving). The Navigation API's `navigate`
 * event fires inside `location.reload()` itself, before the document goes: a reload the page asked
 * for shows here at once, with no wait for it to happen.
 */
function countLeaving(): void {
  const w = window as unknown as { leaving: number; navigation: EventTarget };
  w.leaving = 0;
  w.navigation.addEventListener('navigate', (event) => {
    if (!(event as Event & { destination: { sameDocument: boolean } }).destination.sameDocument)
      w.leaving += 1;
  });
}

/** Opens the seeded `orders` topic's data tab; answers a counter of the page's document loads. */
async function openData(page: Page, url = own.url()): Promise<{ loads: () => number; data: TopicDataPage }> {
  let loads = 0;
  page.on('load', () => loads++);
  await page.addInitScript(countLeaving);
  const data = new TopicDataPage(page);
  await data.open(`${url}/ui/main/topic/orders/data`);
  await data.rows.first().waitFor();
  return { loads: () => loads, data };
}

browserTest('a page open across a redeploy loads itself again when code it lacks is gone', async (page) => {
  const { loads, data } = await openData(page);
  assert.equal(loads(), 1);
  redeploy();
  await data.rows.first().getByTestId('record-open').last().click();
  // The inspector's body comes from the new build, after one reload at the same address.
  await data.inspector.getByTestId('inspector-record').waitFor();
  assert.equal(loads(), 2);
  assert.ok(new URL(page.url()).searchParams.get('record'), 'the reload kept the open record');
  assert.equal(await page.getByTestId('root-error').count(), 0);
});

browserTest('a chunk missing from the build itself reloads the page once, not in a loop', async (page) => {
  const { loads, data } = await openData(page);
  remove(inspectorChunk());
  await data.rows.first().getByTestId('record-open').last().click();
  await eventually(async () => assert.equal(loads(), 2));
  // Still missing after the reload (the address keeps the open record): the failure shows, and no
  // further reload follows. The page decides when the failed import is announced, before the error
  // shows: a reload asked for then has already counted in this document (or replaced it).
  await page.getByTestId('root-error').waitFor();
  assert.match(await page.getByTestId('root-error').innerText(), /Part of the console could not be loaded/);
  const leaving = await page.evaluate(() => (window as unknown as { leaving: number }).leaving);
  assert.equal(leaving, 0, 'the page asked for no other load');
  assert.equal(loads(), 2);
});

// A server that is restarting cannot be reached: its chunks are not gone, and a reload would put
// the browser's error page in place of the page (and its open tail or search). The code asked
// for meanwhile is asked again, and the page goes on once the server is back.
browserTest('code asked for while the server is down comes once it is back, with no reload', async (page) => {
  const running = await restartingConsole();
  try {
    const { loads, data } = await openData(page, running.url);
    await running.stop();
    await data.rows.first().getByTestId('record-open').last().click();
    await data.inspector.getByRole('dialog').waitFor(); // open, its body's code on its way
    // The wait says why: the server does not answer, and the page keeps asking.
    assert.match(await text(page.getByTestId('server-away')), /server cannot be reached: trying again/);
    await screenshot(page, 'server-away-code-waits');
    await running.start();
    await data.inspector.getByTestId('inspector-record').waitFor();
    await page.getByTestId('server-away').waitFor({ state: 'detached' });
    const leaving = await page.evaluate(() => (window as unknown as { leaving: number }).leaving);
    assert.equal(leaving, 0, 'the page asked to load itself again');
    assert.equal(loads(), 1);
    assert.equal(await page.getByTestId('root-error').count(), 0);
  } finally {
    await running.stop();
  }
});
