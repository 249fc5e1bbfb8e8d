import { ops, parseTailAfter, type TailEvent, type TopicRecord } from '@console/contract';
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
// however fast the topics grow. At most MAX_PENDING records wait between two writes.

const FLUSH_MS = 20;
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
    // Open every topic before answering, so an unknown topic is a plain 404, not a broken stream.
    const settled = await Promise.allSettled(
      topics.map((topic) => {
        const from = resume.get(topic);
        return engine.open(cluster, {
          topic,
          selection: from ? { sort: 'OLDEST', after: from } : { sort: 'OLDEST', timestamp: Date.now() },
          filters: parseFilters({}),
          decoding: decodingOf(request.query),
          limit: Number.POSITIVE_INFINITY,
          signal: gone.signal,
          maxValueLength: engine.maxValueLength,
          follow: true,
        });
      }),
    );
    const scans = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) {
      gone.abort();
      await Promise.all(scans.map((s) => s.batches.return(undefined)));
      throw failed.reason;
    }

    const events = openEventStream(reply, gone, {
      keepAliveMs: HEARTBEAT_MS,
      heartbeat: { event: 'tailBody', data: {} satisfies TailEvent },
    });
    // Where each partition's read starts, so a resume knows every partition, even one with no record yet.
    const offsets = new Map<string, number>(
      scans.flatMap((scan, i) =>
        scan.layout.ranges.map((r) => [`${topics[i]},${r.partition}`, Number(r.start)] as const),
      ),
    );
    let pending: TopicRecord[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = async () => {
      timer = undefined;
      if (pending.length === 0) return;
      const data: TailEvent = { records: pending, offsets: [...offsets].map(([k, v]) => `${k},${v}`) };
      pending = [];
      await events.send('tailBody', data);
    };

    const pump = async (scan: OpenedScan, topic: string) => {
      for await (const batch of scan.batches) {
        if (events.signal.aborted) break;
        for (const record of batch.records) {
          offsets.set(`${topic},${record.partition}`, record.offset + 1);
          if (keep(record)) pending.push({ ...record, topic: { name: topic } });
        }
        // Only the newest records matter to a tail: a round bigger than that drops its oldest.
        if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
        if (pending.length > 0 && !timer) timer = setTimeout(flush, FLUSH_MS);
        // No next round while the browser has not taken the last write.
        await events.writable();
      }
    };
    try {
      await events.send('tailBody', {} satisfies TailEvent); // opens the stream in the browser at once
      await Promise.all(scans.map((scan, i) => pump(scan, topics[i] as string)));
    } catch (error) {
      if (!events.signal.aborted) {
        const { message, statusCode } = kafkaError(cluster, `live tail of ${topics.join(', ')}`, error);
        request.log.warn({ err: message }, 'live tail failed');
        if (clusterDown(statusCode)) {
          // What was read so far, and where it ended, before saying why: the browser resumes there.
          clearTimeout(timer);
          await events.send('tailBody', {
            records: pending,
            offsets: [...offsets].map(([k, v]) => `${k},${v}`),
          } satisfies TailEvent);
          pending = [];
          await events.send('clusterUnreachable', {
            message: `Cluster '${cluster}' is unreachable; the tail resumes by itself when it is back`,
          });
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
