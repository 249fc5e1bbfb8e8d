// clickstream-1m: exactly 1,000,000 records over 12 partitions, with the key `needle-7` at 7 known places.
// Each partition is written by its own sequential loop (12 loops in flight), so record i of partition p
// lands at offset i: the needle positions are known without reading back.
import type { Admin, Producer } from '@platformatic/kafka';
import { eventually } from '../eventually.ts';
import { PAGES, pick, rng } from './random.ts';
import { endOffsets } from './topics.ts';

export const CLICKSTREAM_TOPIC = 'clickstream-1m';
export const CLICKSTREAM_TOTAL = 1_000_000;
export const CLICKSTREAM_PARTITIONS = 12;
export const NEEDLE_KEY = 'needle-7';

/** Records per partition: the first (total % partitions) partitions get one more. */
export function partitionSizes(total = CLICKSTREAM_TOTAL, partitions = CLICKSTREAM_PARTITIONS): number[] {
  const base = Math.floor(total / partitions);
  return Array.from({ length: partitions }, (_, p) => base + (p < total % partitions ? 1 : 0));
}

/** Where the needles are: first record, last records, and in between (documented in stack/README.md). */
export const NEEDLES: Array<{ partition: number; offset: number }> = [
  { partition: 0, offset: 0 },
  { partition: 2, offset: 83333 }, // last record of partition 2 (83,334 records)
  { partition: 3, offset: 41666 },
  { partition: 5, offset: 83332 }, // last record of partition 5 (83,333 records)
  { partition: 7, offset: 12345 },
  { partition: 9, offset: 50000 },
  { partition: 11, offset: 77777 },
];

const UAS = [
  'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0',
  'Mozilla/5.0 (Macintosh) Safari/605.1',
  'curl/8.5.0',
];

export async function seedClickstream(
  admin: Admin,
  producer: Producer<Buffer, Buffer, string, Buffer>,
): Promise<string> {
  const have = (await endOffsets(admin, CLICKSTREAM_TOPIC, CLICKSTREAM_PARTITIONS)).reduce(
    (a, b) => a + b,
    0n,
  );
  if (have === BigInt(CLICKSTREAM_TOTAL)) return 'already complete';
  if (have !== 0n)
    throw new Error(
      `${CLICKSTREAM_TOPIC} holds ${have} records, not 0 or ${CLICKSTREAM_TOTAL}; delete it and seed again`,
    );
  const sizes = partitionSizes();
  const needles = new Set(NEEDLES.map((n) => `${n.partition}:${n.offset}`));
  const now = Date.now();
  const span = 3 * 86_400_000; // timestamps over the last 3 days, increasing within each partition
  const chunk = 4000;
  const t0 = Date.now();
  await Promise.all(
    sizes.map(async (size, partition) => {
      const r = rng(1000 + partition);
      for (let start = 0; start < size; start += chunk) {
        const messages = [];
        for (let i = start; i < Math.min(size, start + chunk); i++) {
          const needle = needles.has(`${partition}:${i}`);
          const user = needle ? NEEDLE_KEY : `user-${Math.floor(r() * 50_000)}`;
          const ts = now - span + Math.floor((i * span) / size);
          const value = `{"event":"${pick(r, ['page_view', 'click', 'scroll', 'add_to_cart'])}","user":"${user}","session":"s-${partition}-${Math.floor(i / 40)}","page":"${pick(r, PAGES)}","ua":"${pick(r, UAS)}","ms":${Math.floor(r() * 3000)},"seq":${i}}`;
          messages.push({
            topic: CLICKSTREAM_TOPIC,
            partition,
            key: Buffer.from(user),
            value: Buffer.from(value),
            timestamp: BigInt(ts),
          });
        }
        await producer.send({ messages, acks: 1 });
      }
    }),
  );
  // acks=1 is fast, but listOffsets reports the high watermark, which follows once followers catch up.
  const expected = sizes.map(BigInt);
  await eventually(
    async () => {
      const after = await endOffsets(admin, CLICKSTREAM_TOPIC, CLICKSTREAM_PARTITIONS);
      after.forEach((n, p) => {
        if (n !== expected[p])
          throw new Error(`${CLICKSTREAM_TOPIC}[${p}] has ${n} records, expected ${expected[p]}`);
      });
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
  return `produced ${CLICKSTREAM_TOTAL} records in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
