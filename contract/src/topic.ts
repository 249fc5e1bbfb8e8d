import { z } from 'zod';
import { TopicListView } from './cluster.ts';
import { ConfigEntries, ConfigUpdate } from './config-entry.ts';

// Topic shapes of akhq-api.md §2.2 and §3: list, detail, partitions, log dirs, create, defaults,
// increase partitions and the last-record map. Empty fields are left out, as AKHQ does.

export const NodePartition = z.object({
  id: z.number().int(),
  host: z.string().optional(),
  port: z.number().int().optional(),
  rack: z.string().optional(),
  leader: z.boolean(),
  inSyncReplicas: z.boolean(),
});
export type NodePartition = z.infer<typeof NodePartition>;

export const LogDir = z.object({
  brokerId: z.number().int(),
  path: z.string(),
  topic: z.string(),
  partition: z.number().int(),
  size: z.number(),
  offsetLag: z.number(),
  future: z.boolean(),
});
export type LogDir = z.infer<typeof LogDir>;
export const LogDirs = z.array(LogDir);

export const Partition = z.object({
  id: z.number().int(),
  topic: z.string(),
  leader: NodePartition.optional(),
  nodes: z.array(NodePartition),
  logDir: z.array(LogDir).optional(),
  firstOffset: z.number(),
  lastOffset: z.number(),
  logDirSize: z.number(),
});
export type Partition = z.infer<typeof Partition>;
export const Partitions = z.array(Partition);

export const Topic = z.object({
  name: z.string(),
  internal: z.boolean(),
  /** Kafka's internal flag or a match of `topic.internal-regexps`. */
  internalTopic: z.boolean(),
  /** A match of `topic.stream-regexps`. */
  streamTopic: z.boolean(),
  partitions: z.array(Partition),
  replicaCount: z.number().int(),
  inSyncReplicaCount: z.number().int(),
  logDir: z.array(LogDir).optional(),
  /** Σ of each partition's leader replica size; absent when log dirs are not readable. */
  logDirSize: z.number().optional(),
  /** Σ(lastOffset − firstOffset): the approximate record count. */
  size: z.number(),
});
export type Topic = z.infer<typeof Topic>;

export const TopicPage = z.object({
  results: z.array(Topic).optional(),
  before: z.string().optional(),
  after: z.string().optional(),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TopicPage = z.infer<typeof TopicPage>;

export const TopicNameParams = z.object({ cluster: z.string().min(1), topic: z.string().min(1) });

/** Columns the topic list sorts on, on the server (the list is paged): the name by default. */
export const TopicSort = z.enum([
  'name',
  'count',
  'size',
  'partitions',
  'replication',
  'inSync',
  /** Newest record timestamp (Last Record column); topics without a record come first ascending. */
  'lastRecord',
  /** How many consumer groups read the topic (Consumer Groups column). */
  'groups',
]);
export type TopicSort = z.infer<typeof TopicSort>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;
/** Only the internal, the stream or the under-replicated topics (some partition's ISR < replicas). */
export const TopicOnly = z.enum(['internal', 'stream', 'underReplicated']);
export type TopicOnly = z.infer<typeof TopicOnly>;

export const TopicListQuery = z.object({
  search: z.string().optional(),
  show: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), TopicListView).optional(),
  page: z.coerce.number().int().min(1).optional(),
  uiPageSize: z.coerce.number().int().min(1).max(1000).optional(),
  sort: TopicSort.optional(),
  order: SortOrder.optional(),
  only: TopicOnly.optional(),
});
export type TopicListQuery = z.infer<typeof TopicListQuery>;

export const TopicNamesQuery = z.object({
  show: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), TopicListView).optional(),
});

export const TopicNameList = z.array(z.string());

export const TopicDefaultsQuery = z.object({ cluster: z.string().min(1).optional() });

/** Kafka's own limits on topic names, so a bad name is a 400 naming the field, not a broker error. */
export const TopicName = z
  .string()
  .min(1, 'name is required')
  .max(249, 'name is at most 249 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'name may contain only letters, digits, ".", "_" and "-"')
  .refine((n) => n !== '.' && n !== '..', 'name cannot be "." or ".."');

export const TopicCreate = z.object({
  /** Sent by AKHQ's UI (spec §7); the path's cluster is the one used. */
  cluster: z.string().optional(),
  name: TopicName,
  partition: z.coerce.number().int().min(1, 'partition must be at least 1').optional(),
  replication: z.coerce.number().int().min(1, 'replication must be at least 1').optional(),
  configs: z.record(z.string().min(1), z.coerce.string()).optional(),
});
export type TopicCreate = z.infer<typeof TopicCreate>;

/**
 * `GET /api/topic/defaults-configs`: the create form's defaults. Without `cluster`, `topic.*` of the
 * config (AKHQ); with it, that cluster's own `default.replication.factor` and `num.partitions`, and
 * `configs`: every topic config Kafka knows, with its description, type and the cluster's default.
 */
export const TopicDefaults = z.object({
  replication: z.number().int(),
  partition: z.number().int(),
  retention: z.number().int(),
  configs: ConfigEntries.optional(),
});
export type TopicDefaults = z.infer<typeof TopicDefaults>;

/** `POST {topic}/partitions`: the new total partition count. */
export const IncreasePartitions = z.object({
  partition: z.coerce.number().int().min(1, 'partition must be at least 1'),
});
export type IncreasePartitions = z.infer<typeof IncreasePartitions>;

/** `POST {topic}/configs` with the ids AKHQ's UI sends beside the changes (spec §7); the path's win. */
export const TopicConfigUpdate = ConfigUpdate.extend({
  clusterId: z.string().optional(),
  topicId: z.string().optional(),
});
export type TopicConfigUpdate = z.infer<typeof TopicConfigUpdate>;

// Forms of the topic screens (spec §3, §5). They differ from the bodies: numbers come from number
// inputs (no coercion), the cleanup policy is a choice, and the messages are the form's.

/** Cleanup choices of the create form and the `cleanup.policy` each one sends. */
export const CLEANUP_POLICIES = {
  delete: 'delete',
  compact: 'compact',
  deleteAndCompact: 'compact,delete',
} as const;
export type CleanupChoice = keyof typeof CLEANUP_POLICIES;

/** One more topic config of the create form; its value is checked against Kafka's type for it. */
export const TopicCreateConfig = z.object({
  name: z.string().min(1, 'Config name is required'),
  value: z.string(),
});
export type TopicCreateConfig = z.infer<typeof TopicCreateConfig>;

/** Create form: name (Kafka's rules), partitions and replication at least 1, cleanup, retention ms. */
export const TopicCreateForm = z.object({
  name: TopicName,
  partition: z.number({ error: 'Partitions is required' }).int().min(1, 'At least 1 partition'),
  replication: z.number({ error: 'Replication is required' }).int().min(1, 'Replication is at least 1'),
  cleanup: z.enum(['delete', 'compact', 'deleteAndCompact'], { error: 'Cleanup policy is required' }),
  retention: z.number({ error: 'Retention must be a number' }).int().min(-1, 'Retention is -1 or more'),
  /** Any other topic config; a name given twice or one of the fields above is refused. */
  configs: z
    .array(TopicCreateConfig)
    .optional()
    .superRefine((list, ctx) => {
      const seen = new Set(['cleanup.policy', 'retention.ms']);
      (list ?? []).forEach((c, i) => {
        if (seen.has(c.name))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `'${c.name}' is already set` });
        seen.add(c.name);
      });
    }),
});
export type TopicCreateForm = z.infer<typeof TopicCreateForm>;

/** Spec §9's defaults, before the server's (`GET topic/defaults-configs`) overwrite them. */
export const TOPIC_CREATE_DEFAULTS: TopicCreateForm = {
  name: '',
  partition: 1,
  replication: 1,
  cleanup: 'delete',
  retention: 86_400_000,
};

/** The create body AKHQ's UI sends: cleanup.policy and retention.ms in `configs`. */
export function topicCreateBody(cluster: string, form: TopicCreateForm): TopicCreate {
  return {
    cluster,
    name: form.name,
    partition: form.partition,
    replication: form.replication,
    configs: {
      'cleanup.policy': CLEANUP_POLICIES[form.cleanup],
      'retention.ms': String(form.retention),
      ...Object.fromEntries((form.configs ?? []).map((c) => [c.name, c.value])),
    },
  };
}

/** Increase-partition form: the new total, a number of at least 1 (spec §5). */
export const IncreasePartitionsForm = z.object({
  partition: z.number({ error: 'Partitions is required' }).int().min(1, 'At least 1 partition'),
});
export type IncreasePartitionsForm = z.infer<typeof IncreasePartitionsForm>;

/** Comma-separated or repeated `topics` (akhq-api.md §1.3). */
export const TopicsQuery = z.object({
  topics: z.union([z.string(), z.array(z.string())]).transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
});

/** The newest record of a topic as the list needs it (the AKHQ UI reads only `timestamp`). */
export const LastRecord = z.object({
  partition: z.number().int(),
  offset: z.number(),
  timestamp: z.string(),
});
export type LastRecord = z.infer<typeof LastRecord>;
/** `GET {cluster}/topic/last-record`: topic name to its newest record; empty topics left out. */
export const LastRecords = z.record(z.string(), LastRecord);
export type LastRecords = z.infer<typeof LastRecords>;

/**
 * Why a value does not fit Kafka's declared type of a config (INT, LONG, SHORT, DOUBLE, BOOLEAN),
 * or undefined when it does. Kafka checks ranges and enumerations itself and answers with its words.
 */
export function configValueProblem(type: string | undefined, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'A value is required';
  switch (type) {
    case 'INT':
    case 'SHORT':
    case 'LONG': {
      if (!/^-?\d+$/.test(v)) return 'A whole number is expected';
      const n = BigInt(v);
      const max = type === 'SHORT' ? 32_767n : type === 'INT' ? 2_147_483_647n : 9_223_372_036_854_775_807n;
      return n > max || n < -max - 1n ? `Out of range for ${type}` : undefined;
    }
    case 'DOUBLE':
      return Number.isFinite(Number(v)) ? undefined : 'A number is expected';
    case 'BOOLEAN':
      return /^(true|false)$/i.test(v) ? undefined : 'true or false';
    default:
      return undefined;
  }
}

/**
 * The typed-name confirmation of a topic delete (issue 15): deleting cannot be undone, so the name
 * typed must be the topic's own, exactly (case and spaces included).
 */
export function topicDeleteForm(topic: string) {
  return z.object({
    name: z.string().refine((typed) => typed === topic, `Type '${topic}' exactly to delete it`),
  });
}
export type TopicDeleteForm = z.infer<ReturnType<typeof topicDeleteForm>>;
