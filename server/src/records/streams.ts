import type { DownloadFormat, SearchEvent } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { CelFilter } from './cel-filter.ts';
import { downloadEncoder } from './download-formats.ts';
import type { OpenedScan } from './scan.ts';
import { type EventStream, openEventStream, writeChunk } from './sse-writer.ts';

// Search as server-sent events (akhq-api.md §4.1) and download (§4.3: AKHQ's JSON array; NDJSON, CSV).
// Both write through sse-writer.ts, which waits for 'drain': the scan is pulled only as fast as the
// browser reads (backpressure), and stops when the browser goes away.

/** A comment line now and then keeps proxies and the browser from closing an idle scan. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Streams matches until `limit`; progress events at most every 0.5 % or every 250 ms. With a CEL
 * filter, the events also count the records it failed on (and name the first), so a filter that
 * fails everywhere reads as such rather than as a topic without matches.
 */
export async function streamSearch(
  reply: FastifyReply,
  opened: OpenedScan,
  gone: AbortController,
  cel?: CelFilter,
  events: EventStream = openEventStream(reply, gone, { keepAliveMs: KEEP_ALIVE_MS }),
): Promise<void> {
  let lastPercent = -1;
  let lastSent = 0;
  // Records deleted under the search, noted once, on the next event sent (which they make go out).
  let deleted: NonNullable<SearchEvent['deletedWhileReading']> = [];
  try {
    for await (const batch of opened.batches) {
      if (batch.deleted) deleted.push(...batch.deleted);
      if (events.signal.aborted) break;
      const data: SearchEvent = {
        percent: Math.floor(batch.percent * 2) / 2,
        scanned: batch.scanned,
        matched: batch.matched,
        bytes: batch.bytes,
        recordsPerSecond: batch.recordsPerSecond,
      };
      // The cursor after the last record examined; the scan leaves it out once every record of the
      // range was read, so the final event has one exactly when a further search would find more.
      if (batch.after) data.after = batch.after;
      if (cel?.errors) {
        data.filterErrors = cel.errors;
        data.filterError = cel.firstError;
        data.filterErrorRecords = [...cel.failedRecords];
      }
      if (batch.records.length > 0) data.records = batch.records;
      if (deleted.length > 0) data.deletedWhileReading = deleted;
      const now = Date.now();
      const urgent = batch.records.length > 0 || deleted.length > 0;
      if (urgent || data.percent >= lastPercent + 0.5 || now - lastSent > 250) {
        if (!(await events.send('searchBody', data))) break;
        deleted = [];
        lastPercent = data.percent;
        lastSent = now;
      }
      if (batch.done) {
        const end: SearchEvent = { ...data, percent: 100 };
        delete end.records;
        delete end.deletedWhileReading;
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

/**
 * Every match in the chosen format (download-formats.ts), written slice by slice: each write waits
 * for the socket to drain, so the scan runs only as fast as the browser saves.
 */
export async function streamDownload(
  reply: FastifyReply,
  opened: OpenedScan,
  signal: AbortSignal,
  filename: string,
  format: DownloadFormat = 'json',
): Promise<void> {
  const encoder = downloadEncoder(format);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': encoder.contentType,
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}.${encoder.extension}"`,
  });
  try {
    for await (const batch of opened.batches) {
      if (signal.aborted) break;
      // The file holds what Kafka still had; what retention deleted under the read goes to the log.
      for (const note of batch.deleted ?? []) reply.log.warn({ topic: filename }, note.message);
      // Small writes of 50 records each: a round's records as one string would be megabytes in
      // V8's large-object space, which only a full collection frees; 50 stay in the young generation.
      for (let i = 0; i < batch.records.length; i += 50) {
        const text = encoder.encode(batch.records.slice(i, i + 50), batch.raws.slice(i, i + 50));
        if (text) await writeChunk(raw, text);
      }
    }
    if (!signal.aborted) await writeChunk(raw, encoder.finish());
  } finally {
    await opened.batches.return(undefined);
    raw.end();
  }
}
