// The `consumers` component: keeps two groups STABLE with live members and real lag for the demo, and
// produces ~1 record/s to `live-events` so a live tail has something to show. Started by `stack up`,
// stopped by pid by `stack down`. It never commits, so the lag seeded by `stack seed` stays.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Admin, Consumer, type MessagesStream, Producer, stringSerializers } from '@platformatic/kafka';
import { HEARTBEAT_FILE } from './components/consumers.ts';
import { clientOptions } from './kafka-client.ts';
import { componentDir } from './paths.ts';

const LIVE = [
  { groupId: 'orders-dashboard', topic: 'orders', members: 2 },
  { groupId: 'payments-fraud-check', topic: 'payments-avro', members: 1 },
];
const dir = componentDir('consumers');
mkdirSync(dir, { recursive: true });
let state = 'waiting for seed';
const beat = () => writeFileSync(join(dir, HEARTBEAT_FILE), JSON.stringify({ at: Date.now(), state }));
beat();
const heartbeat = setInterval(beat, 3000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let stopping = false;

/** Joining before `seed` committed the offsets would make the seed's admin commit fail (group not empty). */
async function seeded(admin: Admin): Promise<boolean> {
  try {
    const topics = await admin.listTopics();
    if (!['live-events', ...LIVE.map((l) => l.topic)].every((t) => topics.includes(t))) return false;
    const offsets = await admin.listConsumerGroupOffsets({ groups: LIVE.map((l) => l.groupId) });
    return LIVE.every((l) =>
      offsets.find((o) => o.groupId === l.groupId)?.topics.some((t) => t.partitions.length > 0),
    );
  } catch {
    return false;
  }
}

const consumers: Consumer[] = [];
const streams: MessagesStream<Buffer, Buffer, Buffer, Buffer>[] = [];
let producer: Producer<string, string, string, string> | undefined;

async function main(): Promise<void> {
  const admin = new Admin(clientOptions('main', 'demo-consumers-admin'));
  while (!stopping && !(await seeded(admin))) await sleep(3000);
  await admin.close();
  if (stopping) return;
  for (const l of LIVE) {
    for (let m = 0; m < l.members; m++) {
      const consumer = new Consumer({
        ...clientOptions('main', `${l.groupId}-${m + 1}`),
        groupId: l.groupId,
        sessionTimeout: 20_000,
        heartbeatInterval: 3000,
      });
      consumers.push(consumer);
      // Read from the committed offsets and drop the records: membership and lag are what the demo needs.
      const stream = await consumer.consume({ topics: [l.topic], autocommit: false, mode: 'committed' });
      stream.on('data', () => {});
      stream.on('error', (e: Error) => console.error(`${l.groupId}: ${e.message}`));
      streams.push(stream);
    }
  }
  state = `members in ${LIVE.map((l) => l.groupId).join(', ')}; producing live-events`;
  console.log(state);
  producer = new Producer({ ...clientOptions('main', 'demo-live-events'), serializers: stringSerializers });
  let seq = 0;
  while (!stopping) {
    const kinds = ['login', 'search', 'add_to_cart', 'checkout', 'logout'];
    const user = `user-${(seq * 7) % 50}`;
    await producer
      .send({
        messages: [
          {
            topic: 'live-events',
            key: user,
            value: JSON.stringify({
              seq,
              user,
              kind: kinds[seq % kinds.length],
              at: new Date().toISOString(),
            }),
            headers: { origin: 'demo-consumers' },
          },
        ],
      })
      .catch((e: Error) => console.error(`live-events: ${e.message}`));
    seq++;
    await sleep(1000);
  }
}

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(heartbeat);
  // Leave the groups cleanly so they turn EMPTY at once instead of after the session timeout.
  await Promise.allSettled(streams.map((s) => s.close()));
  await Promise.allSettled(consumers.map((c) => c.close(true)));
  await producer?.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
