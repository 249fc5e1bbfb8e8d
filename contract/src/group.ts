import { z } from 'zod';
import { GroupsListView } from './cluster.ts';
import { ClusterParams, pagedList } from './common.ts';
import { Node } from './node.ts';

// Consumer groups in AKHQ's wire shapes (akhq-api.md §3): empty fields left out, Kafka's state enum
// written as its Java constant name (STABLE, EMPTY, PREPARING_REBALANCE, ...).

/** A committed offset (or an assigned partition without one: then only topic and partition). */
export const ConsumerGroupOffset = z.object({
  topic: z.string(),
  partition: z.number().int(),
  offset: z.number().int().optional(),
  metadata: z.string().optional(),
  firstOffset: z.number().int().optional(),
  lastOffset: z.number().int().optional(),
  offsetLag: z.number().int().optional(),
});
export type ConsumerGroupOffset = z.infer<typeof ConsumerGroupOffset>;

export const GroupAssignment = z.object({ topic: z.string(), partition: z.number().int() });
export type GroupAssignment = z.infer<typeof GroupAssignment>;

/** A member of a group. */
export const Consumer = z.object({
  id: z.string(),
  clientId: z.string(),
  host: z.string(),
  assignments: z.array(GroupAssignment).optional(),
});
export type Consumer = z.infer<typeof Consumer>;

export const GROUP_STATES = [
  'UNKNOWN',
  'PREPARING_REBALANCE',
  'COMPLETING_REBALANCE',
  'STABLE',
  'DEAD',
  'EMPTY',
  'ASSIGNING',
  'RECONCILING',
] as const;

/** Kafka's group types (ListGroups v5): classic, consumer (KIP-848), share (KIP-932), streams (KIP-1071). */
export const GroupType = z.enum(['classic', 'consumer', 'share', 'streams']);
export type GroupType = z.infer<typeof GroupType>;

export const ConsumerGroup = z.object({
  id: z.string(),
  /** Beyond AKHQ: the group's type, which decides the screen that shows it. */
  type: GroupType.optional(),
  simpleConsumerGroup: z.boolean(),
  partitionAssignor: z.string().optional(),
  state: z.string(),
  coordinator: Node,
  members: z.array(Consumer).optional(),
  offsets: z.array(ConsumerGroupOffset).optional(),
  /** Topics assigned to current members. */
  activeTopics: z.array(z.string()).optional(),
  /** Topics with committed offsets plus active topics, sorted case-insensitively. */
  topics: z.array(z.string()).optional(),
});
export type ConsumerGroup = z.infer<typeof ConsumerGroup>;
export const ConsumerGroups = z.array(ConsumerGroup);
/** `GET .../group`: one page of groups (AKHQ's ResultPagedList). */
export const ConsumerGroupPage = pagedList(ConsumerGroup);
export type ConsumerGroupPage = z.infer<typeof ConsumerGroupPage>;

/** The first offset at or after a time, per partition. */
export const GroupTimeOffset = z.object({
  topic: z.string(),
  partition: z.number().int(),
  offset: z.number().int(),
});
export type GroupTimeOffset = z.infer<typeof GroupTimeOffset>;
export const GroupTimeOffsets = z.array(GroupTimeOffset);

/** A list query value given repeated (`a&topics=b`) or comma-separated (`a,b`), as AKHQ accepts both. */
export const GroupListParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

// GroupsListView (cluster.ts): `ALL` = groups with offsets on or members assigned to the topic;
// `HIDE_EMPTY` = only groups with a member assigned to it.
export const GroupsByTopicsQuery = z.object({
  topics: GroupListParam,
  groupsListView: z
    .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), GroupsListView)
    .optional(),
});
export const TopicGroupsQuery = z.object({
  groupsListView: z
    .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), GroupsListView)
    .optional(),
});

/** Columns the group list sorts on, on the server (the list is paged): the id by default. */
export const GroupSort = z.enum(['id', 'state', 'coordinator', 'members', 'lag']);
export type GroupSort = z.infer<typeof GroupSort>;

export const GroupListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  sort: GroupSort.optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  /** Only groups of these types (repeated or comma-separated); every type when left out. */
  type: GroupListParam.pipe(
    z.array(GroupType, { error: 'type must be classic, consumer, share or streams' }),
  ),
});

export const GroupParams = ClusterParams.extend({ groupId: z.string().min(1) });
export const GroupTopicParams = GroupParams.extend({ topic: z.string().min(1) });
export const TopicGroupsParams = ClusterParams.extend({ topic: z.string().min(1) });

/** `GET .../group/{g}/offsets/start?timestamp=` (ISO instant, required). */
export const GroupOffsetsAtQuery = z.object({
  timestamp: z
    .string({ error: 'timestamp is required' })
    .refine((v) => !Number.isNaN(Date.parse(v)), 'timestamp must be an ISO-8601 date-time'),
});

/** `POST .../group/{g}/offsets`: the UI sends partition as a string, so numbers are coerced. */
export const GroupOffsetUpdate = z.object({
  topic: z.string().min(1, 'topic is required'),
  partition: z.coerce.number().int().min(0),
  offset: z.coerce.number().int().min(0),
});
export const GroupOffsetUpdates = z.array(GroupOffsetUpdate).min(1, 'at least one offset is required');
export type GroupOffsetUpdate = z.infer<typeof GroupOffsetUpdate>;

/** One partition of the Update Offsets form: its bounds, its committed offset, what its input holds. */
export const GroupOffsetDraft = z.object({
  partition: z.number().int(),
  first: z.number().int(),
  last: z.number().int(),
  current: z.number().int().optional(),
  /** '' while the input is empty. */
  value: z.string(),
});
export type GroupOffsetDraft = z.infer<typeof GroupOffsetDraft>;

/** One topic of the form: its checkbox enables (and submits) its partitions. */
export const GroupTopicDraft = z.object({
  topic: z.string(),
  checked: z.boolean(),
  partitions: z.array(GroupOffsetDraft),
});
export type GroupTopicDraft = z.infer<typeof GroupTopicDraft>;

export const NO_TOPIC_CHECKED = 'Unable to perform operation, no topics checked';

/** The rule of one input (spec §5): required, a whole number, from first to last offset. */
export function offsetError(p: GroupOffsetDraft): string | undefined {
  if (p.value.trim() === '') return 'Offset is required';
  const n = Number(p.value);
  if (!Number.isInteger(n)) return 'Offset must be a whole number';
  if (n < p.first || n > p.last) return `Offset must be between ${p.first} and ${p.last}`;
  return undefined;
}

/**
 * The Update Offsets form (spec §2.7, §5), which becomes a GroupOffsetUpdates body: every input of a
 * checked topic follows offsetError; no topic checked is a form-level error (`root`, where
 * react-hook-form keeps errors that belong to no field).
 */
export const GroupOffsetsForm = z.object({ topics: z.array(GroupTopicDraft) }).superRefine((form, ctx) => {
  if (!form.topics.some((t) => t.checked)) {
    ctx.addIssue({ code: 'custom', path: ['root'], message: NO_TOPIC_CHECKED });
  }
  form.topics.forEach((t, i) => {
    if (!t.checked) return;
    t.partitions.forEach((p, j) => {
      const message = offsetError(p);
      if (message) ctx.addIssue({ code: 'custom', path: ['topics', i, 'partitions', j, 'value'], message });
    });
  });
});
export type GroupOffsetsForm = z.infer<typeof GroupOffsetsForm>;

/** Colour of a state badge (spec §4): STABLE green, PREPARING_REBALANCE blue, others a warning. */
export function groupStateColor(state: string): 'green' | 'blue' | 'orange' {
  if (state === 'STABLE') return 'green';
  if (state === 'PREPARING_REBALANCE') return 'blue';
  return 'orange';
}
