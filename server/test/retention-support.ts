import type { DeletedWhileReading } from '@console/contract';
import { deleteRecordsBefore } from '@console/stack/records-kafka';
import { type KcatRecord, kcatProduce, kcatRecords } from './kcat-records.ts';

// Helpers of the retention tests: records written with kcat, the log start moved with Kafka's own
// DeleteRecordsCommand (what retention does to a partition's start, made deterministic), and what
// Kafka then holds read back with kcat.

export { deleteRecordsBefore };

/** `count` records `p<partition>-<i>` into one partition, keys `k<i>`. */
export async function fill(topic: string, partition: number, count: number, size = 0): Promise<void> {
  const pad = 'x'.repeat(size);
  const lines = Array.from({ length: count }, (_, i) => `k${i}\tp${partition}-${i}${pad}`);
  for (let i = 0; i < lines.length; i += 5000) {
    await kcatProduce(topic, lines.slice(i, i + 5000), { partition });
  }
}

/** What Kafka holds in one partition now, by kcat. */
export async function held(topic: string, partition: number): Promise<KcatRecord[]> {
  return (await kcatRecords(topic)).filter((r) => r.partition === partition);
}

export const expectedNote = (partition: number, from: number, to: number): DeletedWhileReading => ({
  partition,
  from,
  to,
  message: `Partition ${partition}: records ${from.toLocaleString('en-US')}–${(to - 1).toLocaleString('en-US')} were deleted by retention while they were being read; continued from offset ${to.toLocaleString('en-US')}`,
});
