import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { clientGone, eventBytes, openEventStream } from './sse-writer.ts';

// An event serialized once for many streams (a shared search's callers) goes out byte for byte as
// the stream's own send() writes it, characters outside ASCII included.

test('an event made by eventBytes() is written as send() writes the same event', async () => {
  const data = { percent: 12.5, records: [{ key: 'clé', value: 'naïve 🙂 "quoted"\nline' }] };
  const app = Fastify();
  app.get('/events', async (_request, reply) => {
    const events = openEventStream(reply, clientGone(reply), { keepAliveMs: 60_000 });
    await events.send('searchBody', data);
    await events.sendBytes(eventBytes('searchBody', data));
    events.end();
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const text = await (await fetch(`${url}/events`)).text();
    const [sent, fromBytes, rest] = text.split('\n\n');
    assert.equal(rest, '', 'two events, nothing else');
    assert.equal(fromBytes, sent);
    assert.equal(sent, `event: searchBody\ndata: ${JSON.stringify(data)}`);
  } finally {
    await app.close();
  }
});
