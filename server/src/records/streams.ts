import type { DownloadRecord, SearchEvent, TopicRecord } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { OpenedScan } from './scan.ts';
import { openEventStream, writeChunk } from './sse-writer.ts';

// Search as server-sent events (akhq-api.md §4.1) and download as one streamed JSON array (§4.3).
// Both write through sse-writer.ts, which waits for 'drain': the scan is pulled only as fast as the
// browser reads (backpressure), and stops when the browser goes away.

/** A comment line now and then keeps proxies and the browser from closing an idle scan. */
const KEEP_ALIVE_MS = 15_000;

/** Streams matches until `limit`; progress events at most every 0.5 % or every 250 ms. */
export async function streamSearch(
  reply: FastifyReply,
  opened: OpenedScan,
  gone: AbortController,
): Promise<void> {
  const events = openEventStream(reply, gone, { keepAliveMs: KEEP_ALIVE_MS });
  let lastPercent = -1;
  let lastSent = 0;
  let lastAfter: string | undefined;
  try {
    for await (const batch of opened.batches) {
      if (events.signal.aborted) break;
      lastAfter = batch.after ?? lastAfter;
      const data: SearchEvent = {
        percent: Math.floor(batch.percent * 2) / 2,
        scanned: batch.scanned,
        matched: batch.matched,
        bytes: batch.bytes,
        recordsPerSecond: batch.recordsPerSecond,
      };
      if (lastAfter) data.after = lastAfter;
      if (batch.records.length > 0) data.records = batch.records;
      const now = Date.now();
      if (batch.records.length > 0 || data.percent >= lastPercent + 0.5 || now - lastSent > 250) {
        if (!(await events.send('searchBody', data))) break;
        lastPercent = data.percent;
        lastSent = now;
      }
      if (batch.done) {
        const end: SearchEvent = { ...data, percent: 100 };
        delete end.records;
        await events.send('searchEnd', end);
        break;
      }
    }
  } catch (error) {
    // The browser shows the message (the stream has answered 200 already, so it goes as an event).
    if (!events.signal.aborted) await events.send('searchError', { message: (error as Error).message });
  } finally {
    await opened.batches.return(undefined);
    events.end();
  }
}

/** `epochMs` saves parsing the ISO text back when the raw record is at hand. */
export function downloadRecord(r: TopicRecord, epochMs = Date.parse(r.timestamp)): DownloadRecord {
  return {
    partition: r.partition,
    offset: r.offset,
    timestamp: epochMs / 1000,
    keySchemaId: r.keySchemaId ?? null,
    valueSchemaId: r.valueSchemaId ?? null,
    headers: r.headers ?? [],
    key: r.key ?? null,
    value: r.value ?? null,
  };
}

/** Every match as one JSON array, written batch by batch. */
export async function streamDownload(
  reply: FastifyReply,
  opened: OpenedScan,
  signal: AbortSignal,
  filename: string,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}.json"`,
  });
  let first = true;
  try {
    await writeChunk(raw, '[');
    for await (const batch of opened.batches) {
      if (signal.aborted) break;
      // Small writes of one JSON.stringify each: a round's records as one string would be megabytes
      // in V8's large-object space, which only a full collection frees; 50 stay in the young
      // generation, and no per-record strings are made only to be joined.
      for (let i = 0; i < batch.records.length; i += 50) {
        const slice = batch.records
          .slice(i, i + 50)
          .map((r, j) => downloadRecord(r, batch.raws[i + j]?.timestamp));
        if (!first) await writeChunk(raw, ',');
        await writeChunk(raw, JSON.stringify(slice).slice(1, -1));
        first = false;
      }
    }
    await writeChunk(raw, ']');
  } finally {
    await opened.batches.return(undefined);
    raw.end();
  }
}
