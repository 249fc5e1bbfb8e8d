import type { ProduceRequest, TopicRecord } from '@console/contract';
import { type MessageToProduce, ProduceAcks, Producer } from '@platformatic/kafka';
import { badRequest } from '../errors.ts';
import { toClientOptions } from '../kafka/client-options.ts';
import type { KafkaClients } from '../kafka/clients.ts';
import type { RegistryClient } from '../registry/registry-client.ts';
import { isoTimestamp } from './record-view.ts';
import { type PartChoice, type Serialized, serialize } from './serializers.ts';

// Writes records: produce from the form, tombstones (delete record) and copy. One producer per
// cluster, created on first use.

export interface OutgoingRecord {
  key: Buffer | undefined;
  value: Buffer | undefined;
  headers: Map<Buffer, Buffer>;
  partition?: number;
  timestamp?: bigint;
  /** Produce: what the user typed and how it was written, for the answer. */
  sent?: { key?: SentPart | undefined; value?: SentPart | undefined };
}

/** The client's message for a record: only the fields it has (a missing key or value is null on the wire). */
function message(topic: string, r: OutgoingRecord): MessageToProduce<Buffer, Buffer, Buffer, Buffer> {
  return {
    topic,
    ...(r.key ? { key: r.key } : {}),
    ...(r.value ? { value: r.value } : {}),
    headers: r.headers,
    ...(r.partition !== undefined ? { partition: r.partition } : {}),
    ...(r.timestamp !== undefined ? { timestamp: r.timestamp } : {}),
  };
}

export class Producers {
  readonly #kafka: KafkaClients;
  readonly #producers = new Map<string, Producer>();

  constructor(kafka: KafkaClients) {
    this.#kafka = kafka;
  }

  get(cluster: string): Producer {
    let producer = this.#producers.get(cluster);
    if (!producer) {
      producer = new Producer({
        clientId: `kafka-console-writer-${cluster}`,
        ...toClientOptions(this.#kafka.connection(cluster).properties),
        connectTimeout: Math.min(5000, this.#kafka.timeoutMs),
        requestTimeout: this.#kafka.timeoutMs,
        retries: 1,
      });
      this.#producers.set(cluster, producer);
    }
    return producer;
  }

  /** Sends records in order; answers partition and offset of each. */
  async send(
    cluster: string,
    topic: string,
    records: OutgoingRecord[],
  ): Promise<Array<{ partition: number; offset: number }>> {
    const producer = this.get(cluster);
    const out: Array<{ partition: number; offset: number }> = [];
    for (const r of records) {
      // acks must be given per send (the client's default there is the leader only): a record
      // read right after produce must already be below the high watermark.
      const result = await producer.send({ acks: ProduceAcks.ALL, messages: [message(topic, r)] });
      const written = result.offsets?.[0];
      out.push({ partition: written?.partition ?? r.partition ?? 0, offset: Number(written?.offset ?? -1) });
    }
    return out;
  }

  /** Sends many records in one call (copy); no per-record offsets. */
  async sendMany(cluster: string, topic: string, records: OutgoingRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.get(cluster).send({
      acks: ProduceAcks.ALL,
      messages: records.map((r) => message(topic, r)),
    });
  }

  async close(): Promise<void> {
    const all = [...this.#producers.values()];
    this.#producers.clear();
    await Promise.all(all.map((p) => p.close().catch(() => {})));
  }
}

/** What the form asked to write for a key or value, as the answer shows it. */
interface SentPart extends Omit<Serialized, 'bytes'> {
  text: string;
}

async function payload(
  text: string | null | undefined,
  choice: PartChoice,
  registry: () => RegistryClient,
  field: 'key' | 'value',
): Promise<{ bytes?: Buffer; sent?: SentPart }> {
  // A null payload only when asked for (the Tombstone box, or null in the API). An empty value is
  // an empty byte string: a null one would delete the key on a compacted topic (issue 14, item 2).
  // An empty key field means no key, as AKHQ does: an empty key would send every such record to
  // the one partition its hash picks. Through a subject, an empty value is encoded like any other.
  if (text === undefined || text === null || (text === '' && field === 'key')) return {};
  const { bytes, ...how } = await serialize(text, choice, registry, field);
  return { bytes, sent: { text, ...how } };
}

/** The form's request → records to send (multi-message lines are `key<sep>value`). */
export async function produceRecords(
  body: ProduceRequest,
  registry: () => RegistryClient,
): Promise<OutgoingRecord[]> {
  const headers = new Map<Buffer, Buffer>();
  for (const h of body.headers) {
    if (h.key) headers.set(Buffer.from(h.key), Buffer.from(h.value ?? ''));
  }
  // No timestamp chosen: the moment of sending (issue 14 item 3), stamped here so the answer shows it.
  const timestamp = BigInt(body.timestamp ? Date.parse(body.timestamp) : Date.now());
  const partition = body.partition ?? undefined;
  const keyChoice: PartChoice = {
    serializer: body.keySerializer,
    subject: body.keySchema,
    version: body.keySchemaVersion,
    protobufType: body.keyProtobufType,
  };
  const valueChoice: PartChoice = {
    serializer: body.valueSerializer,
    subject: body.valueSchema,
    version: body.valueSchemaVersion,
    protobufType: body.valueProtobufType,
  };
  const pairs: Array<{ key: string | null | undefined; value: string | null | undefined }> = [];
  if (body.multiMessage && !body.tombstone) {
    const separator = body.keyValueSeparator ?? ':';
    for (const line of (body.value ?? '').split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const at = line.indexOf(separator);
      pairs.push(
        at >= 0
          ? { key: line.slice(0, at), value: line.slice(at + separator.length) }
          : { key: body.key, value: line },
      );
    }
    if (pairs.length === 0)
      throw badRequest('value: multi-message mode needs at least one line key<separator>value');
  } else {
    pairs.push({ key: body.key, value: body.tombstone ? null : body.value });
  }
  return Promise.all(
    pairs.map(async (p) => {
      const key = await payload(p.key, keyChoice, registry, 'key');
      const value = await payload(p.value, valueChoice, registry, 'value');
      return {
        key: key.bytes,
        value: value.bytes,
        headers,
        timestamp,
        sent: { key: key.sent, value: value.sent },
        ...(partition !== undefined ? { partition } : {}),
      };
    }),
  );
}

/** Produce answer: what was written, echoed as records. */
export function producedRecords(
  topic: string,
  records: OutgoingRecord[],
  written: Array<{ partition: number; offset: number }>,
): TopicRecord[] {
  return records.map((r, i) => {
    const record: TopicRecord = {
      topic: { name: topic },
      partition: written[i]?.partition ?? 0,
      offset: written[i]?.offset ?? -1,
      timestamp: isoTimestamp(Number(r.timestamp ?? BigInt(Date.now()))),
    };
    if (r.key) record.key = r.key.toString('utf8');
    if (r.value) record.value = r.value.toString('utf8');
    else record.tombstone = true;
    record.keySize = r.key?.length ?? -1;
    record.valueSize = r.value?.length ?? -1;
    // What was sent, not the framed bytes read as text (issue 14 item 12).
    if (r.sent?.key) Object.assign(record, answerPart(r.sent.key, 'key'));
    if (r.sent?.value) Object.assign(record, answerPart(r.sent.value, 'value'));
    if (r.headers.size > 0)
      record.headers = [...r.headers].map(([k, v]) => ({ key: k.toString(), value: v.toString() }));
    return record;
  });
}

function answerPart(sent: SentPart, part: 'key' | 'value'): Partial<TopicRecord> {
  const out: Partial<TopicRecord> = { [part]: sent.text, [`${part}Format`]: sent.format };
  if (sent.schemaId !== undefined) out[`${part}SchemaId`] = String(sent.schemaId);
  if (sent.subject !== undefined) out[`${part}Subject`] = sent.subject;
  if (sent.version !== undefined) out[`${part}SchemaVersion`] = sent.version;
  return out;
}
