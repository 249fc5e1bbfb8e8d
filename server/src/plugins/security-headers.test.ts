import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { CONSOLE_POLICY, helmetHeaders, registerSecurityHeaders } from './security-headers.ts';

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";

test('JSON, HTML, streamed, failed and unknown-path answers all carry the console policy', async () => {
  const app = Fastify();
  registerSecurityHeaders(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: 1\n\n');
  });
  const expected = Object.entries(helmetHeaders(CONSOLE_POLICY));
  assert.ok(expected.length >= 12, `helmet sets its dozen headers (${expected.length})`);
  for (const url of ['/json', '/page', '/fails', '/stream', '/nowhere']) {
    const answer = await app.inject({ url });
    for (const [name, value] of expected)
      assert.equal(answer.headers[name.toLowerCase()], value, `${url} ${name}`);
    assert.equal(answer.headers['content-security-policy'], POLICY, url);
    assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN', url);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(answer.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url);
    assert.equal(answer.headers['referrer-policy'], 'no-referrer', url);
  }
  assert.equal((await app.inject({ url: '/fails' })).statusCode, 500);
  assert.equal((await app.inject({ url: '/nowhere' })).statusCode, 404);
  await app.close();
});
