import type { ShareGroup, ShareOffsetUpdate, ShareResetRow, ShareResetStrategy } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { badRequest, conflict, notFound } from '../errors.ts';
import { forgetReads } from '../kafka/coalesce.ts';
import { kafkaErrorNames } from '../kafka/errors.ts';
import { alterShareGroupOffsetsV0, deleteShareGroupOffsetsV0 } from '../kafka/share-group-protocol.ts';
import { assertWithinBounds } from './consumer-group-change.ts';
import { listOffsetsAt, topicBounds } from './consumer-group-offsets.ts';
import { byCoordinator } from './share-group-describe.ts';
import { getShareGroup } from './share-group-service.ts';

// Changes to a share group: set start offsets (after a preview), delete a topic's share state,
// delete the group. Kafka refuses all three while members are connected; its refusal is relayed
// with its own words (NON_EMPTY_GROUP, "The group is not empty.") and what to do about it.

/** Kafka's own explanation inside what the client threw. */
function kafkaReason(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 6) return undefined;
  const e = error as Error & { serverErrorMessage?: string | null; errors?: unknown[]; apiId?: string };
  if (e.apiId) return `${e.serverErrorMessage || e.message} (${e.apiId})`;
  for (const child of [...(e.errors ?? []), e.cause]) {
    const found = kafkaReason(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function refusedWhileActive(error: unknown, id: string, what: string): never {
  if (kafkaErrorNames(error).includes('NON_EMPTY_GROUP')) {
    throw conflict(
      `Kafka refuses to ${what} of share group '${id}' while it has active members: ` +
        `${kafkaReason(error)}. Stop its share consumers and try again.`,
    );
  }
  throw error; // ctx.kafka.run maps any other code (kafka/error-codes.ts)
}

async function coordinatorOf(admin: Admin, id: string) {
  const [c] = await byCoordinator(admin, [id]);
  if (!c) throw new Error(`No coordinator found for group '${id}'`);
  return c.connection;
}

export interface ResetChoice {
  strategy: ShareResetStrategy;
  /** The topics the caller chose; each must exist. */
  topics: string[];
  timestamp?: string | undefined;
  offset?: number | undefined;
}

/** The topics the group has share state on or is assigned (not merely subscribed to). */
export function heldTopics(group: ShareGroup): string[] {
  const held = [
    ...(group.offsets ?? []).map((o) => o.topic),
    ...(group.members ?? []).flatMap((m) => (m.assignments ?? []).map((a) => a.topic)),
  ];
  return [...new Set(held)].sort();
}

/**
 * What a reset would set on every partition of the chosen topics, as kafka-share-groups.sh
 * --reset-offsets --dry-run: earliest, latest, the first offset at or after a time (the end when
 * there is none), or a chosen offset kept inside the range. With no topic chosen, `fallback`: the
 * held topics the caller may read (the route filters them); one deleted meanwhile is left out.
 */
export async function previewReset(
  admin: Admin,
  group: ShareGroup,
  choice: ResetChoice,
  fallback: string[],
): Promise<ShareResetRow[]> {
  const id = group.id;
  const chosen = choice.topics.length > 0;
  let topics = chosen ? choice.topics : fallback;
  if (topics.length === 0) throw badRequest(`topics: share group '${id}' has no topic to reset; name one`);
  const bounds = await topicBounds(admin, topics);
  const missing = topics.filter((t) => !bounds.has(t));
  if (chosen && missing.length > 0) throw badRequest(`topics: topic '${missing[0]}' does not exist`);
  topics = topics.filter((t) => bounds.has(t));
  if (topics.length === 0) throw badRequest(`topics: share group '${id}' has no topic to reset; name one`);
  let at: Map<string, Map<number, number>> | undefined;
  if (choice.strategy === 'timestamp') {
    const partitions = new Map([...bounds].map(([t, ps]) => [t, [...ps.keys()]]));
    at = await listOffsetsAt(admin, partitions, BigInt(Date.parse(choice.timestamp ?? '')));
  }
  const current = new Map(
    (group.offsets ?? []).map((o) => [`${o.topic}\u0000${o.partition}`, o.startOffset]),
  );
  const rows: ShareResetRow[] = [];
  for (const topic of topics) {
    for (const [partition, b] of bounds.get(topic) ?? []) {
      let next: number;
      if (choice.strategy === 'earliest') next = b.first;
      else if (choice.strategy === 'latest') next = b.last;
      else if (choice.strategy === 'timestamp') {
        const found = at?.get(topic)?.get(partition) ?? -1;
        next = found >= 0 ? found : b.last;
      } else next = Math.min(Math.max(choice.offset ?? 0, b.first), b.last);
      const now = current.get(`${topic}\u0000${partition}`);
      rows.push({
        topic,
        partition,
        ...(now !== undefined ? { current: now } : {}),
        next,
        firstOffset: b.first,
        lastOffset: b.last,
      });
    }
  }
  return rows;
}

/** Sets the start offsets; each must lie within its partition's first and last offset. */
export async function resetOffsets(admin: Admin, id: string, updates: ShareOffsetUpdate[]): Promise<void> {
  await getShareGroup(admin, id);
  await assertWithinBounds(admin, updates);
  const topics = new Map<string, Array<{ partition: number; offset: bigint }>>();
  for (const u of updates)
    topics.set(u.topic, [
      ...(topics.get(u.topic) ?? []),
      { partition: u.partition, offset: BigInt(u.offset) },
    ]);
  const connection = await coordinatorOf(admin, id);
  await alterShareGroupOffsetsV0
    .async(
      connection,
      id,
      [...topics].map(([topicName, partitions]) => ({ topicName, partitions })),
    )
    .catch((error) => refusedWhileActive(error, id, 'reset the start offsets'));
  forgetReads(admin);
}

/** Forgets the group's share state on one topic. */
export async function deleteShareTopicOffsets(admin: Admin, id: string, topic: string): Promise<void> {
  const group = await getShareGroup(admin, id);
  if (!(group.offsets ?? []).some((o) => o.topic === topic)) {
    throw notFound(`Share group '${id}' has no offsets on topic '${topic}'`);
  }
  const connection = await coordinatorOf(admin, id);
  await deleteShareGroupOffsetsV0
    .async(connection, id, [topic])
    .catch((error) => refusedWhileActive(error, id, 'delete the offsets'));
  forgetReads(admin);
}

export async function deleteShareGroup(admin: Admin, id: string): Promise<void> {
  await getShareGroup(admin, id);
  await admin.deleteGroups({ groups: [id] }).catch((error) => refusedWhileActive(error, id, 'delete'));
}
