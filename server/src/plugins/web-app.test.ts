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
