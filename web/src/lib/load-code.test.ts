import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { codeWaits, loadCode } from './load-code.ts';

// The server's answer to the HEAD asked of a failed file decides: none (unreachable) asks the
// import again, a 404 lets the failure through at once.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});
const CHUNK = 'http://127.0.0.1:8080/ui/assets/toasts-Ab12.js';
const failure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

test('an import that fails while the server cannot be reached is asked again until it loads', async () => {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    throw new TypeError('fetch failed');
  }) as typeof fetch;
  let tries = 0;
  // The page is told a load waits for the server (it says so), and told again when it is over.
  const counts: number[] = [];
  const unsubscribe = codeWaits.subscribe(() => counts.push(codeWaits.count()));
  const loaded = await loadCode(async () => {
    tries += 1;
    if (tries < 3) throw failure();
    return 'module';
  }, 1);
  unsubscribe();
  assert.equal(loaded, 'module');
  assert.equal(tries, 3);
  assert.deepEqual(asked, [CHUNK, CHUNK]);
  assert.deepEqual(counts, [1, 0]);
});

test('a file the server says is gone fails at once, and a failure naming no file too', async () => {
  globalThis.fetch = (async () => new Response(null, { status: 404 })) as typeof fetch;
  let tries = 0;
  await assert.rejects(
    loadCode(async () => {
      tries += 1;
      throw failure();
    }, 1),
    /toasts-Ab12\.js/,
  );
  assert.equal(tries, 1);
  await assert.rejects(
    loadCode(async () => {
      throw new Error('x is not a function');
    }, 1),
    /not a function/,
  );
});

test("Vite's stylesheet failure names its file too", async () => {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  await assert.rejects(
    loadCode(async () => {
      throw new Error('Unable to preload CSS for http://127.0.0.1:8080/ui/assets/toasts-Ab12.css');
    }, 1),
  );
  assert.deepEqual(asked, ['http://127.0.0.1:8080/ui/assets/toasts-Ab12.css']);
});
