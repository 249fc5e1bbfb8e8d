import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { registerWebApp } from './web-app.ts';

// The build writes .br and .gz beside each asset (web/vite.config.ts); the server sends the form
// the browser accepts, the plain file otherwise, with the plain file's type (issue 17).
test('assets go out pre-compressed when the browser accepts it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(root, 'assets'));
  const code = `export const x = ${JSON.stringify('a'.repeat(2000))};`;
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'assets/app-1.js'), code);
  writeFileSync(join(root, 'assets/app-1.js.gz'), gzipSync(code));
  writeFileSync(join(root, 'assets/app-1.js.br'), brotliCompressSync(code));
  const app = Fastify();
  await registerWebApp(app, { root, basePath: '', apiUrl: '/api' });
  try {
    const get = (encoding: string) =>
      app.inject({ url: '/ui/assets/app-1.js', headers: { 'accept-encoding': encoding } });

    const br = await get('gzip, deflate, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), code);

    const gz = await get('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), code);

    const plain = await get('identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, code);
  } finally {
    await app.close();
  }
});

// A page open across a redeploy asks for chunks by their old names: those are 404s, while a
// client-side route is answered with the app (the not-found handler as server/src/app.ts has it).
test('a built file that is not there is a 404, a client route is the app', async () => {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  const app = Fastify();
  const web = await registerWebApp(app, { root, basePath: '', apiUrl: '/api' });
  app.setNotFoundHandler((request, reply) =>
    web.isUiRoute(request.url) ? web.sendIndex(reply) : reply.status(404).send({ message: 'Page Not Found' }),
  );
  try {
    const route = await app.inject({ url: '/ui/main/topic' });
    assert.equal(route.statusCode, 200);
    assert.match(String(route.headers['content-type']), /text\/html/);
    const gone = await app.inject({ url: '/ui/assets/topic-page-OLD.js' });
    assert.equal(gone.statusCode, 404);
    assert.equal((await app.inject({ method: 'HEAD', url: '/ui/assets/topic-page-OLD.js' })).statusCode, 404);
  } finally {
    await app.close();
  }
});
