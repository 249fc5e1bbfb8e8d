// `seed`: idempotent demo data on both clusters, the registry and Connect. Every step checks before it writes.
import { Admin, Producer } from '@platformatic/kafka';
import { type ClusterName, clientOptions } from '../kafka-client.ts';
import { MAIN_ACLS, SECOND_ACLS, seedAcls } from './acls.ts';
import { seedClickstream } from './clickstream.ts';
import { seedConnector } from './connector.ts';
import { seedGroups } from './groups.ts';
import { type Msg, type SchemaIds, smallTopicRecords } from './records.ts';
import { CUSTOMER_PROTO, EVENT_JSON_SCHEMA, ensureSubject, PAYMENT_AVRO } from './schemas.ts';
import { ensureTopics, MAIN_TOPICS, SECOND_TOPICS, type TopicDef, totalRecords } from './topics.ts';
import { seedWordcount } from './wordcount.ts';

type Prod = Producer<Buffer, Buffer, string, Buffer>;

function clients(cluster: ClusterName): { admin: Admin; producer: Prod } {
  const opts = clientOptions(cluster, `stack-seed-${cluster}`);
  const producer: Prod = new Producer({
    ...opts,
    serializers: { headerKey: (k?: string) => (k === undefined ? undefined : Buffer.from(k)) },
  });
  return { admin: new Admin(opts), producer };
}

/** Produces a topic's records only while the topic is still empty: a second seed adds nothing. */
async function fillEmpty(admin: Admin, producer: Prod, defs: TopicDef[], records: Map<string, Msg[]>) {
  const filled: string[] = [];
  for (const def of defs) {
    const msgs = records.get(def.name);
    if (!msgs?.length || (await totalRecords(admin, def)) > 0n) continue;
    for (let i = 0; i < msgs.length; i += 500) await producer.send({ messages: msgs.slice(i, i + 500) });
    filled.push(`${def.name} (${msgs.length})`);
  }
  return filled;
}

async function schemas(): Promise<SchemaIds> {
  const p = await ensureSubject('payments-avro-value', JSON.stringify(PAYMENT_AVRO), 'AVRO');
  const c = await ensureSubject('customers-proto-value', CUSTOMER_PROTO, 'PROTOBUF');
  const e = await ensureSubject('events-jsonschema-value', JSON.stringify(EVENT_JSON_SCHEMA), 'JSON');
  const created = [
    p.created && 'payments-avro-value',
    c.created && 'customers-proto-value',
    e.created && 'events-jsonschema-value',
  ];
  console.log(
    `seed: subjects ids payments=${p.id} customers=${c.id} events=${e.id}; registered: ${created.filter(Boolean).join(', ') || 'none'}`,
  );
  return { payments: p.id, customers: c.id, events: e.id };
}

async function seedMain(): Promise<void> {
  const { admin, producer } = clients('main');
  try {
    const created = await ensureTopics(admin, MAIN_TOPICS, 3);
    console.log(`seed: main topics created: ${created.join(', ') || 'none'}`);
    const ids = await schemas();
    const filled = await fillEmpty(admin, producer, MAIN_TOPICS, smallTopicRecords(ids));
    console.log(`seed: main topics filled: ${filled.join(', ') || 'none'}`);
    console.log(`seed: clickstream-1m: ${await seedClickstream(admin, producer)}`);
    console.log(`seed: wordcount: ${await seedWordcount(admin, producer)}`);
    console.log(`seed: groups committed: ${(await seedGroups(admin)).join(', ') || 'none'}`);
    console.log(`seed: main ACLs added: ${await seedAcls(admin, MAIN_ACLS)}`);
    console.log(`seed: connector demo-file-source: ${await seedConnector()}`);
  } finally {
    await producer.close();
    await admin.close();
  }
}

async function seedSecond(): Promise<void> {
  const { admin, producer } = clients('second');
  try {
    const created = await ensureTopics(admin, SECOND_TOPICS, 1);
    const now = Date.now();
    const records = new Map<string, Msg[]>(
      SECOND_TOPICS.map((t, ti) => [
        t.name,
        Array.from({ length: 50 * (ti + 1) }, (_, i) => ({
          topic: t.name,
          key: Buffer.from(`${t.name}-${i % 10}`),
          value: Buffer.from(JSON.stringify({ seq: i, source: 'second', note: `record ${i} of ${t.name}` })),
          timestamp: BigInt(now - (50 - (i % 50)) * 60_000),
        })),
      ]),
    );
    const filled = await fillEmpty(admin, producer, SECOND_TOPICS, records);
    const acls = await seedAcls(admin, SECOND_ACLS);
    console.log(
      `seed: second: topics created ${created.join(', ') || 'none'}; filled ${filled.join(', ') || 'none'}; ACLs added ${acls}`,
    );
  } finally {
    await producer.close();
    await admin.close();
  }
}

export async function seed(): Promise<void> {
  // The two clusters are independent; the SASL one is small, so it overlaps with the 1M-record produce.
  await Promise.all([seedMain(), seedSecond()]);
}
