import { z } from 'zod';
import { DeletedWhileReading } from './deleted-note.ts';
import { Deserializer, instant, TopicParams, TopicRecord } from './record.ts';

// What writes records (akhq-api.md §2.3, §4): produce (with its serializers and the form's
// rules) and copy to another topic. Empty fields are left out, as AKHQ does.

export const ProduceHeader = z.object({ key: z.string(), value: z.string().nullable().optional() });

/**
 * How produce writes a key or value (issue 14), the deserializers' mirror, so what is written one
 * way reads back the same way: AUTO (the subject's schema when one is given, else the text as
 * UTF-8), STRING (the text as UTF-8), JSON (checked, written as typed), SCHEMA_REGISTRY (JSON
 * encoded with a subject's Avro, Protobuf or JSON Schema, in Confluent's framing), PROTOBUF (a
 * message type of a subject's schema, without framing), INT16 ... DOUBLE (big-endian, as Kafka's
 * serializers), UUID (16 bytes), HEX and BASE64 (bytes given as text), MSGPACK (JSON as MessagePack).
 */
export const Serializer = Deserializer;
export type Serializer = Deserializer;

/** `POST .../data`. Extra fields the AKHQ UI sends (clusterId, topicId, topics) are ignored. */
export const ProduceRequest = z.object({
  partition: z.number().int().min(0, 'partition must be at least 0').nullable().optional(),
  key: z.string().nullable().optional(),
  value: z.string().nullable().optional(),
  timestamp: instant.nullable(),
  headers: z.array(ProduceHeader).default([]),
  keySchema: z.string().nullable().optional(),
  valueSchema: z.string().nullable().optional(),
  multiMessage: z.boolean().default(false),
  keyValueSeparator: z.string().min(1, 'keyValueSeparator needs at least 1 character').nullable().optional(),
  tombstone: z.boolean().optional(),
  // Ours (issue 14): how the key and the value are written. Left out: AUTO, AKHQ's behaviour.
  keySerializer: Serializer.optional(),
  valueSerializer: Serializer.optional(),
  /** The subject version whose schema encodes (default: the latest); the subject is key/valueSchema. */
  keySchemaVersion: z.number().int().min(1).nullable().optional(),
  valueSchemaVersion: z.number().int().min(1).nullable().optional(),
  /** Protobuf: the message type to write (full or simple name; default: the schema's first). */
  keyProtobufType: z.string().nullable().optional(),
  valueProtobufType: z.string().nullable().optional(),
});
export type ProduceRequest = z.infer<typeof ProduceRequest>;
export const ProduceAnswer = z.array(TopicRecord);

/** Serializers that write through a subject's schema. */
export const NEEDS_SUBJECT: ReadonlySet<Serializer> = new Set(['SCHEMA_REGISTRY', 'PROTOBUF']);

/**
 * The produce form (spec §2.4, §5): what the page edits, turned into a ProduceRequest on submit.
 * Header keys need at least 1 character once added; the separator only counts in multi-message mode.
 */
export const ProduceForm = z
  .object({
    partition: z.number().int().min(0).nullable(),
    key: z.string(),
    value: z.string(),
    headers: z.array(
      z.object({ key: z.string().min(1, 'A header key needs at least 1 character'), value: z.string() }),
    ),
    timestamp: z.date().nullable(),
    keySchema: z.string().nullable(),
    valueSchema: z.string().nullable(),
    multiMessage: z.boolean(),
    keyValueSeparator: z.string(),
    tombstone: z.boolean(),
    keySerializer: Serializer,
    valueSerializer: Serializer,
    keySchemaVersion: z.number().int().min(1).nullable(),
    valueSchemaVersion: z.number().int().min(1).nullable(),
    keyProtobufType: z.string(),
    valueProtobufType: z.string(),
  })
  .refine((f) => !f.multiMessage || f.keyValueSeparator.length > 0, {
    path: ['keyValueSeparator'],
    message: 'The separator needs at least 1 character',
  })
  .refine((f) => !NEEDS_SUBJECT.has(f.keySerializer) || f.keySchema, {
    path: ['keySchema'],
    message: 'Choose the subject whose schema writes the key',
  })
  .refine((f) => !NEEDS_SUBJECT.has(f.valueSerializer) || f.valueSchema || f.tombstone, {
    path: ['valueSchema'],
    message: 'Choose the subject whose schema writes the value',
  });
export type ProduceForm = z.infer<typeof ProduceForm>;

/** `DELETE .../data?partition=&key=<base64>`: produces a tombstone. */
export const DeleteRecordQuery = z.object({
  partition: z.coerce.number().int().min(0),
  key: z.string().min(1, 'key (base64) is required'),
});

export const CopyParams = TopicParams.extend({ toCluster: z.string().min(1), toTopic: z.string().min(1) });
export const CopyRequest = z
  .array(z.object({ partition: z.coerce.number().int().min(0), offset: z.coerce.number().int().min(0) }))
  .min(1, 'choose at least one partition');
export type CopyRequest = z.infer<typeof CopyRequest>;
export const CopyAnswer = z.object({
  records: z.number().int(),
  /** Records deleted by retention before the copy read them (it went on from the log start). */
  deletedWhileReading: z.array(DeletedWhileReading).optional(),
});
export type CopyAnswer = z.infer<typeof CopyAnswer>;

/**
 * The copy form (spec §2.4, §5): per partition a checkbox and a start offset between the
 * partition's first and last offset (carried in the form to check it), target cluster and topic.
 */
export const CopyForm = z
  .object({
    partitions: z.array(
      z.object({
        partition: z.number().int(),
        checked: z.boolean(),
        offset: z.number().int().nullable(),
        firstOffset: z.number().int(),
        lastOffset: z.number().int(),
      }),
    ),
    toCluster: z.string().min(1, 'Required'),
    toTopic: z.string().trim().min(1, 'Required'),
  })
  .superRefine((form, ctx) => {
    if (!form.partitions.some((p) => p.checked))
      ctx.addIssue({ code: 'custom', path: ['partitions'], message: 'choose at least one partition' });
    form.partitions.forEach((p, i) => {
      if (!p.checked) return;
      const path = ['partitions', i, 'offset'];
      if (p.offset === null) ctx.addIssue({ code: 'custom', path, message: 'Required' });
      else if (p.offset < p.firstOffset || p.offset > p.lastOffset)
        ctx.addIssue({ code: 'custom', path, message: `Between ${p.firstOffset} and ${p.lastOffset}` });
    });
  });
export type CopyForm = z.infer<typeof CopyForm>;
