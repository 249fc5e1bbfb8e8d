import { z } from 'zod';
import { ClusterParams, pagedList } from './common.ts';
import { GroupAssignment } from './group.ts';
import { Node } from './node.ts';

// Share groups (KIP-932, "queues for Kafka"): members share the partitions of their topics and
// acknowledge records one by one, so a share group has no committed offset per partition but a
// share-partition start offset (below it everything is delivered and acknowledged) and a lag.
// Not in AKHQ's API: new shapes, in AKHQ's style (empty fields left out, states as Java names).

export const ShareGroupMember = z.object({
  id: z.string(),
  clientId: z.string(),
  host: z.string(),
  rackId: z.string().optional(),
  memberEpoch: z.number().int(),
  subscribedTopics: z.array(z.string()).optional(),
  assignments: z.array(GroupAssignment).optional(),
});
export type ShareGroupMember = z.infer<typeof ShareGroupMember>;

/** One partition the group has state on (or is assigned). No startOffset: not initialised yet. */
export const SharePartitionOffset = z.object({
  topic: z.string(),
  partition: z.number().int(),
  startOffset: z.number().int().optional(),
  lag: z.number().int().optional(),
  firstOffset: z.number().int().optional(),
  lastOffset: z.number().int().optional(),
});
export type SharePartitionOffset = z.infer<typeof SharePartitionOffset>;

export const ShareGroup = z.object({
  id: z.string(),
  /** STABLE, EMPTY, DEAD. */
  state: z.string(),
  coordinator: Node,
  groupEpoch: z.number().int().optional(),
  assignor: z.string().optional(),
  members: z.array(ShareGroupMember).optional(),
  offsets: z.array(SharePartitionOffset).optional(),
  /** Topics with share state or subscribed by a member, sorted case-insensitively. */
  topics: z.array(z.string()).optional(),
});
export type ShareGroup = z.infer<typeof ShareGroup>;
export const ShareGroupPage = pagedList(ShareGroup);
export type ShareGroupPage = z.infer<typeof ShareGroupPage>;

export const ShareGroupListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const ShareGroupParams = ClusterParams.extend({ groupId: z.string().min(1) });
export const ShareGroupTopicParams = ShareGroupParams.extend({ topic: z.string().min(1) });

/** Where a reset moves the start offsets, as kafka-share-groups.sh's --to-earliest/--to-latest/--to-datetime/--to-offset. */
export const ShareResetStrategy = z.enum(['earliest', 'latest', 'timestamp', 'offset']);
export type ShareResetStrategy = z.infer<typeof ShareResetStrategy>;

/** `GET .../share-group/{g}/offsets/preview`: what a reset would set, per partition, without setting it. */
export const ShareResetQuery = z
  .object({
    strategy: ShareResetStrategy,
    /** Topics to reset; every topic of the group when left out. Repeated or comma-separated. */
    topics: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) =>
        (v === undefined ? [] : Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    timestamp: z.string().optional(),
    offset: z.coerce.number().int().min(0, 'offset must be 0 or more').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.strategy === 'timestamp' && (!q.timestamp || Number.isNaN(Date.parse(q.timestamp)))) {
      ctx.addIssue({
        code: 'custom',
        path: ['timestamp'],
        message: 'timestamp must be an ISO-8601 date-time',
      });
    }
    if (q.strategy === 'offset' && q.offset === undefined) {
      ctx.addIssue({ code: 'custom', path: ['offset'], message: 'offset is required for strategy offset' });
    }
  });
export type ShareResetQuery = z.input<typeof ShareResetQuery>;

/** One row of the preview: the start offset now (none when not initialised) and after the reset. */
export const ShareResetRow = z.object({
  topic: z.string(),
  partition: z.number().int(),
  current: z.number().int().optional(),
  next: z.number().int(),
  firstOffset: z.number().int(),
  lastOffset: z.number().int(),
});
export type ShareResetRow = z.infer<typeof ShareResetRow>;
export const ShareResetPreview = z.array(ShareResetRow);

/** `POST .../share-group/{g}/offsets`: the start offsets to set (what the preview showed). */
export const ShareOffsetUpdate = z.object({
  topic: z.string().min(1, 'topic is required'),
  partition: z.coerce.number().int().min(0),
  offset: z.coerce.number().int().min(0),
});
export const ShareOffsetUpdates = z.array(ShareOffsetUpdate).min(1, 'at least one offset is required');
export type ShareOffsetUpdate = z.infer<typeof ShareOffsetUpdate>;

/** Σ lag over the partitions that have one. */
export function shareGroupLag(group: Pick<ShareGroup, 'offsets'>): number {
  return (group.offsets ?? []).reduce((sum, o) => sum + (o.lag ?? 0), 0);
}
