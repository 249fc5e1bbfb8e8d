import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventStreamError, readEvents, searchEvents, tailEvents } from './events.ts';

const encoder = new TextEncoder();

async function all<T>(events: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const e of events) list.push(e);
  return list;
}

/** A body that delivers `text` in the given pieces. */
function bodyOf(...pieces: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const stream =
  'event: tailBody\ndata: {}\n\n' +
  ': keep-alive\n\n' +
  'event: unknown\ndata: not json\n\n' +
  'event: tailBody\r\ndata: {"records":[{"partition":0,"offset":7,"timestamp":"2026-01-01T00:00:00Z","value":"é"}],\r\ndata: "offsets":["t,0,8"]}\r\n\r\n' +
  'event: tailError\ndata: {"message":"Live tail stopped: gone"}\n\n';

test('events split at any byte come out whole, typed; comments and unknown events skipped', async () => {
  const bytes = encoder.encode(stream);
  for (let cut = 1; cut < bytes.length; cut += 7) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events = await all(readEvents(body, tailEvents));
    assert.deepEqual(
      events.map((e) => e.event),
      ['tailBody', 'tailBody', 'tailError'],
      `cut at ${cut}`,
    );
    const [, records, error] = events;
    assert.equal(records?.event === 'tailBody' && records.data.records?.[0]?.value, 'é');
    assert.deepEqual(records?.event === 'tailBody' && records.data.offsets, ['t,0,8']);
    assert.equal(error?.event === 'tailError' && error.data.message, 'Live tail stopped: gone');
  }
});

test('data that does not match the contract throws, after the events before it', async () => {
  const seen: string[] = [];
  await assert.rejects(async () => {
    for await (const e of readEvents(
      bodyOf('event: searchBody\ndata: {"percent":1}\n\nevent: searchEnd\ndata: {"percent":"all"}\n\n'),
      searchEvents,
    ))
      seen.push(e.event);
  }, EventStreamError);
  assert.deepEqual(seen, ['searchBody']);
});

test('leaving the loop early cancels the body', async () => {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(encoder.encode('event: tailBody\ndata: {}\n\n'));
    },
    cancel() {
      cancelled = true;
    },
  });
  for await (const _ of readEvents(body, tailEvents)) break;
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(cancelled, true);
});
