import type { CopyAnswer, CopyRequest, DeletedWhileReading } from '@console/contract';
import type { AppContext } from '../context.ts';
import type { RecordEngine } from './index.ts';
import { noting } from './log-start.ts';
import type { OutgoingRecord, Producers } from './produce.ts';

// Copy (akhq-api.md §7.4): reads the chosen source partitions from their offsets up to the end
// captured at the start, and writes each record with its key, value, headers and timestamp. The
// partition is kept when both topics have as many partitions; otherwise the producer chooses.

export interface CopyJob {
  cluster: string;
  topic: string;
  toCluster: string;
  toTopic: string;
  offsets: CopyRequest;
  signal: AbortSignal;
}

export async function copyTopic(
  engine: RecordEngine,
  producers: Producers,
  ctx: AppContext,
  job: CopyJob,
): Promise<CopyAnswer> {
  const target = await ctx.kafka.run(job.toCluster, 'target topic', (admin) =>
    admin.metadata({ topics: [job.toTopic] }),
  );
  const targetPartitions = target.topics.get(job.toTopic)?.partitionsCount ?? 0;
  const after = new Map(job.offsets.map((o) => [o.partition, BigInt(o.offset) - 1n]));
  const deleted: DeletedWhileReading[] = [];
  const opened = noting(
    await engine.open(job.cluster, {
      topic: job.topic,
      selection: { sort: 'OLDEST', partitions: job.offsets.map((o) => o.partition), after },
      filters: {},
      limit: Number.POSITIVE_INFINITY,
      signal: job.signal,
      maxValueLength: Number.POSITIVE_INFINITY,
      keepRaw: true,
    }),
    deleted,
  );
  const samePartitions = targetPartitions === opened.layout.partitionCount;
  let copied = 0;
  for await (const batch of opened.batches) {
    const records: OutgoingRecord[] = batch.raws.map((raw) => {
      const headers = new Map<Buffer, Buffer>();
      for (const [k, v] of raw.headers) headers.set(k ?? Buffer.alloc(0), v ?? Buffer.alloc(0));
      return {
        key: raw.key ?? undefined,
        value: raw.value ?? undefined,
        headers,
        timestamp: BigInt(raw.timestamp),
        ...(samePartitions ? { partition: raw.partition } : {}),
      };
    });
    await ctx.kafka.run(job.toCluster, `copying to ${job.toTopic}`, () =>
      producers.sendMany(job.toCluster, job.toTopic, records),
    );
    copied += records.length;
  }
  // Records retention deleted before the copy reached them are not copied: the answer says which.
  return deleted.length > 0 ? { records: copied, deletedWhileReading: deleted } : { records: copied };
}
