import { z } from 'zod';

// Partition reassignment and leader elections of one topic (issue 16), what
// `kafka-reassign-partitions.sh` and `kafka-leader-election.sh` do, as the console's own API (AKHQ
// has none). Broker ids are Kafka's node ids.

export const TopicPartitionParams = z.object({ cluster: z.string().min(1), topic: z.string().min(1) });

/** A broker a replica can be placed on. */
export const ReassignBroker = z.object({
  id: z.number().int(),
  host: z.string().optional(),
  rack: z.string().optional(),
});
export type ReassignBroker = z.infer<typeof ReassignBroker>;

/** One partition's replicas now and, while a move runs, where it is going. */
export const PartitionReassignment = z.object({
  partition: z.number().int(),
  /** Kafka's replica list: during a move, the old replicas plus the ones being added. */
  replicas: z.array(z.number().int()),
  /** Absent when the partition has no leader. */
  leader: z.number().int().optional(),
  /** The first replica of the list: the leader a preferred election picks. */
  preferredLeader: z.number().int().optional(),
  isr: z.array(z.number().int()),
  /** While a move runs: replicas being added and removed, and the list once it is done. */
  adding: z.array(z.number().int()).optional(),
  removing: z.array(z.number().int()).optional(),
  target: z.array(z.number().int()).optional(),
  /** While a move runs: bytes the slowest new replica still has to copy from the leader. */
  bytesLeft: z.number().optional(),
});
export type PartitionReassignment = z.infer<typeof PartitionReassignment>;

/** The replication throttle of a move (bytes/s on each broker taking part). */
export const ReassignmentThrottle = z.object({
  rate: z.number(),
  brokers: z.array(z.number().int()),
});

/** `GET /api/{cluster}/topic/{topic}/reassignment`. */
export const ReassignmentState = z.object({
  topic: z.string(),
  brokers: z.array(ReassignBroker),
  partitions: z.array(PartitionReassignment),
  /** A move of at least one partition of the topic is running. */
  inProgress: z.boolean(),
  /** The throttle still set on the topic's replicas, if any. */
  throttle: ReassignmentThrottle.optional(),
  /**
   * No move runs on the topic but a throttle is still set (`throttle` says which): a finished move
   * left it. Reading never removes it; `DELETE .../reassignment/throttle` does (TOPIC REASSIGN).
   */
  throttleLeftover: z.boolean().optional(),
  /**
   * This change (cancel, or removing the leftover throttle) removed the throttle: the topic's
   * throttled replicas and, when no move runs anywhere in the cluster, the brokers' rates.
   */
  throttleRemoved: z.boolean().optional(),
});
export type ReassignmentState = z.infer<typeof ReassignmentState>;

const brokerIds = z.array(z.number().int().min(0, 'a broker id is 0 or more'));

/** `POST .../reassignment`: the wanted replica list per partition (first = preferred leader). */
export const ReassignPartitionsBody = z
  .object({
    partitions: z
      .array(z.object({ partition: z.number().int().min(0), replicas: brokerIds }))
      .min(1, 'name at least one partition'),
    /** Replication throttle in bytes/s on the brokers taking part, removed once the move is done. */
    throttle: z.number().int().min(1, 'the throttle is at least 1 byte/s').optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.partitions.forEach((p, i) => {
      if (seen.has(p.partition))
        ctx.addIssue({
          code: 'custom',
          path: ['partitions', i],
          message: `partition ${p.partition} is listed twice`,
        });
      seen.add(p.partition);
      if (p.replicas.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['partitions', i, 'replicas'],
          message: `partition ${p.partition} needs at least one replica`,
        });
      const twice = p.replicas.find((r, j) => p.replicas.indexOf(r) !== j);
      if (twice !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['partitions', i, 'replicas'],
          message: `partition ${p.partition}: broker ${twice} is listed twice`,
        });
    });
  });
export type ReassignPartitionsBody = z.infer<typeof ReassignPartitionsBody>;

/** `1,2,3` (or a repeated parameter) as numbers; anything else becomes NaN and fails the check. */
const numbers = (v: string | string[]) =>
  [v]
    .flat()
    .flatMap((s) => s.split(','))
    .filter((s) => s.trim() !== '')
    .map(Number);

/** `DELETE .../reassignment`: partitions whose move to cancel; every moving one when left out. */
export const CancelReassignmentQuery = z.object({
  partitions: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : numbers(v)))
    .pipe(z.array(z.number().int().min(0)).optional()),
});

/** `GET .../reassignment/proposal?brokers=1,2,3`: an even spread over these brokers. */
export const ReassignmentProposalQuery = z.object({
  brokers: z
    .string()
    .min(1, 'name the brokers to spread over, e.g. brokers=1,2,3')
    .transform(numbers)
    .pipe(z.array(z.number().int('broker ids are whole numbers').min(0)).min(1)),
  /** Replicas per partition; each partition's current count when left out. */
  replicationFactor: z.coerce.number().int().min(1).optional(),
});

export const ReassignmentProposal = z.object({
  partitions: z.array(z.object({ partition: z.number().int(), replicas: z.array(z.number().int()) })),
});
export type ReassignmentProposal = z.infer<typeof ReassignmentProposal>;

/** Kafka's election types: PREFERRED moves leadership back to the first replica; UNCLEAN may lose data. */
export const ElectionType = z.enum(['PREFERRED', 'UNCLEAN']);
export type ElectionType = z.infer<typeof ElectionType>;

/** `POST .../elect-leaders`: every partition of the topic when `partitions` is left out. */
export const ElectLeadersBody = z.object({
  type: ElectionType,
  partitions: z.array(z.number().int().min(0)).min(1).optional(),
});
export type ElectLeadersBody = z.infer<typeof ElectLeadersBody>;

export const ElectionOutcome = z.enum(['ELECTED', 'NOT_NEEDED', 'FAILED']);
export const ElectionResult = z.object({
  partition: z.number().int(),
  outcome: ElectionOutcome,
  /** The partition's leader after the election. */
  leader: z.number().int().optional(),
  /** What happened, in words ('already the preferred leader', Kafka's error). */
  message: z.string(),
  /** Kafka's error name when it refused (NOT_NEEDED: ELECTION_NOT_NEEDED). */
  error: z.string().optional(),
});
export type ElectionResult = z.infer<typeof ElectionResult>;

export const ElectionResults = z.object({
  topic: z.string(),
  type: ElectionType,
  results: z.array(ElectionResult),
});
export type ElectionResults = z.infer<typeof ElectionResults>;

/** A move in progress, as the overview lists them. */
export const OverviewReassignment = z.object({
  topic: z.string(),
  partition: z.number().int(),
  replicas: z.array(z.number().int()),
  adding: z.array(z.number().int()),
  removing: z.array(z.number().int()),
});
