import { setTimeout as sleep } from 'node:timers/promises';
import {
  type DeletedWhileReading,
  deletedNote,
  ops,
  parseTailAfter,
  type TailEvent,
  type TopicRecord,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { kafkaError } from '../kafka/errors.ts';
import { decodingOf, type OpenedScan, parseFilters, recordEngine } from '../records/index.ts';
import { clientGone, openEventStream } from '../records/sse-writer.ts';
import { listOffsetsAt, topicPartitions } from '../services/consumer-group-offsets.ts';
import { route } from './operation.ts';

// Live tail (akhq-api.md §4.2) as a thin adapter over the record engine's follow mode: one engine
// scan per topic from "now" (or from the `after` positions a reconnecting browser sends back), the
// key/value search applied to the decoded records, and `tailBody` events written in small batches.
// Records wait at most FLUSH_MS, a heartbeat goes out when nothing was sent for HEARTBEAT_MS (well
// inside the browser's 45 s timeout). A browser that stops reading holds the stream's writer, and
// the scans wait for it before fetching more (backpressure): the server's memory stays bounded
// however fast the topics grow. At most MAX_PENDING records wait between two writes. A whole
// cluster going down ends the stream with `clusterUnreachable` after the last offsets (the browser
// resumes from them); a tail started while it is down keeps its stream, says so, and starts by
// itself from the time it was asked for once the cluster answers (issue 17).

const FLUSH_MS = 20;
/** How often a tail started while its cluster is down tries again (the web says this figure too). */
const RETRY_MS = 5000;
const HEARTBEAT_MS = 10_000;
const MAX_PENDING = 5000;

function resumePositions(after: string[]): Map<string, Map<number, bigint>> {
  const byTopic = new Map<string, Map<number, bigint>>();
  for (const entry of after) {
    const parsed = parseTailAfter(entry);
    if (!parsed) continue;
    const m = byTopic.get(parsed.topic) ?? new Map<number, bigint>();
    m.set(parsed.partition, BigInt(parsed.next) - 1n); // the engine's cursor is the last offset seen
    byTopic.set(parsed.topic, m);
  }
  return byTopic;
}

/** The whole cluster went away (no broker answered within the failover time), not a refusal. */
const clusterDown = (status: number) => status === 502 || status === 504;

const unreachableMessage = (cluster: string) =>
  `Cluster '${cluster}' is unreachable; the tail resumes by itself when it is back`;

const contains = (search: string) => (r: TopicRecord) =>
  (r.key ?? '').toLowerCase().includes(search) || (r.value ?? '').toLowerCase().includes(search);

export function tailRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.topicData.tail, async (request, reply) => {
    const { cluster } = request.params;
    const { after } = request.query;
    const topics = [...new Set(request.query.topics)];
    ctx.kafka.connection(cluster);
    const search = request.query.search?.trim().toLowerCase();
    const keep = search ? contains(search) : () => true;
    // Fires when the browser goes away (the response closes before it ended): the scans stop.
    const gone = clientGone(reply);
    const engine = recordEngine(ctx);
    const resume = resumePositions(after);
    if (resume.size > 0) {
      // A partition the browser had not seen yet (no `after` entry) goes on from its end, not its start.
      const ends = await ctx.kafka.run(cluster, 'live tail positions', async (admin) =>
        listOffsetsAt(admin, await topicPartitions(admin, [...resume.keys()]), -1n),
      );
      for (const [topic, seen] of resume) {
        for (const [partition, end] of ends.get(topic) ?? []) {
          if (!seen.has(partition)) seen.set(partition, BigInt(end) - 1n);
        }
      }
    }
    // From when a fresh tail reads: the time it was asked for, also when the cluster answers later.
    const since = request.query.since ?? Date.now();
    // Open every topic before answering, so an unknown topic is a plain 404, not a broken stream.
    const openScans = async (): Promise<OpenedScan[]> => {
      // A cluster that is down answers this at once; the engine's failover would wait for it first.
      if (resume.size === 0) {
        await ctx.kafka.run(cluster, `live tail of ${topics.join(', ')}`, (admin) =>
          admin.metadata({ topics: [], forceUpdate: true }),
        );
      }
      const settled = await Promise.allSettled(
        topics.map((topic) => {
          const from = resume.get(topic);
          return engine.open(cluster, {
            topic,
            selection: from ? { sort: 'OLDEST', after: from } : { sort: 'OLDEST', timestamp: since },
            filters: parseFilters({}),
            decoding: decodingOf(request.query),
            limit: Number.POSITIVE_INFINITY,
            signal: gone.signal,
            maxValueLength: engine.maxValueLength,
            follow: true,
          });
        }),
      );
      const opened = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = settled.find((s) => s.status === 'rejected');
      if (!failed) return opened;
      await Promise.all(opened.map((s) => s.batches.return(undefined)));
      throw failed.reason;
    };
    const unreachable = (error: unknown) =>
      clusterDown(kafkaError(cluster, `live tail of ${topics.join(', ')}`, error).statusCode);

    let scans: OpenedScan[] = [];
    let downAtStart = false;
    try {
      scans = await openScans();
    } catch (error) {
      // A resumed tail gets the 502 (its browser retries it); a fresh one waits for the cluster below.
      if (resume.size > 0 || !unreachable(error)) {
        gone.abort();
        throw error;
      }
      downAtStart = true;
    }

    const events = openEventStream(reply, gone, {
      keepAliveMs: HEARTBEAT_MS,
      heartbeat: { event: 'tailBody', data: {} satisfies TailEvent },
    });
    if (downAtStart) {
      // Started while the cluster is down: the stream says so, tries again every RETRY_MS and, once
      // the cluster answers, reads from the time the tail was asked for.
      await events.send('clusterUnreachable', { message: unreachableMessage(cluster), since });
      while (!events.signal.aborted) {
        await sleep(RETRY_MS, undefined, { signal: events.signal }).catch(() => undefined);
        if (events.signal.aborted) break;
        try {
          scans = await openScans();
          break;
        } catch (error) {
          if (unreachable(error)) continue;
          const { message } = kafkaError(cluster, `live tail of ${topics.join(', ')}`, error);
          await events.send('tailError', { message: `Live tail stopped: ${message}` });
          events.end();
          return;
        }
      }
    }
    // Where each partition's read starts, so a resume knows every partition, even one with no record yet.
    const offsets = new Map<string, number>(
      scans.flatMap((scan, i) =>
        scan.layout.ranges.map((r) => [`${topics[i]},${r.partition}`, Number(r.start)] as const),
      ),
    );
    const positions = () => [...offsets].map(([k, v]) => `${k},${v}`);
    let pending: TopicRecord[] = [];
    // Records deleted by retention before the tail read them (it went on from the log start).
    let deleted: DeletedWhileReading[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = async () => {
      timer = undefined;
      if (pending.length === 0 && deleted.length === 0) return;
      const data: TailEvent = { records: pending, offsets: positions() };
      if (deleted.length > 0) data.deletedWhileReading = deleted;
      pending = [];
      deleted = [];
      await events.send('tailBody', data);
    };

    const pump = async (scan: OpenedScan, topic: string) => {
      for await (const batch of scan.batches) {
        if (events.signal.aborted) break;
        for (const gap of batch.deleted ?? []) {
          offsets.set(`${topic},${gap.partition}`, gap.to);
          deleted.push(deletedNote({ ...gap, topic }));
        }
        for (const record of batch.records) {
          offsets.set(`${topic},${record.partition}`, record.offset + 1);
          if (keep(record)) pending.push({ ...record, topic: { name: topic } });
        }
        // Only the newest records matter to a tail: a round bigger than that drops its oldest.
        if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
        if ((pending.length > 0 || deleted.length > 0) && !timer) timer = setTimeout(flush, FLUSH_MS);
        // No next round while the browser has not taken the last write.
        await events.writable();
      }
    };
    try {
      // Opens the stream in the browser at once, with where each partition starts (a tail that
      // reconnects before its first record goes on from there); it also ends a "cluster unreachable".
      await events.send('tailBody', { offsets: positions() } satisfies TailEvent);
      await Promise.all(scans.map((scan, i) => pump(scan, topics[i] as string)));
    } catch (error) {
      if (!events.signal.aborted) {
        const { message, statusCode } = kafkaError(cluster, `live tail of ${topics.join(', ')}`, error);
        request.log.warn({ err: message }, 'live tail failed');
        if (clusterDown(statusCode)) {
          // What was read so far, and where it ended, before saying why: the browser resumes there.
          clearTimeout(timer);
          const last: TailEvent = { records: pending, offsets: positions() };
          if (deleted.length > 0) last.deletedWhileReading = deleted;
          await events.send('tailBody', last);
          pending = [];
          deleted = [];
          await events.send('clusterUnreachable', { message: unreachableMessage(cluster) });
        } else {
          await events.send('tailError', { message: `Live tail stopped: ${message}` });
        }
      }
    } finally {
      clearTimeout(timer);
      gone.abort();
      await Promise.all(scans.map((s) => s.batches.return(undefined).catch(() => undefined)));
      events.end();
    }
  });
}
