import type { GroupOffsetUpdate, GroupTimeOffset } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { badRequest, conflict } from '../errors.ts';
import { whileCoordinatorMoves } from '../kafka/coordinator-retry.ts';
import { kafkaErrorNames } from '../kafka/errors.ts';
import { describeGroups } from './consumer-group-describe.ts';
import { committedOffsets, listOffsetsAt, topicBounds, topicPartitions } from './consumer-group-offsets.ts';
import { getGroup, listGroupIds } from './consumer-group-service.ts';

// Changes to a group: commit new offsets, delete a topic's offsets, delete the group. Kafka refuses
// all three while the group has active members; that is checked first so the answer says so plainly
// instead of relaying a protocol error code.

async function assertNoMembers(admin: Admin, id: string, what: string): Promise<void> {
  const listed = await listGroupIds(admin);
  const group = (await describeGroups(admin, [id], listed)).get(id);
  if (group && group.members.length > 0) {
    throw conflict(
      `Consumer group '${id}' has ${group.members.length} active member(s) (state ${group.state}): ` +
        `Kafka refuses to ${what} while consumers are connected. Stop them and try again.`,
    );
  }
}

/** Kafka's "group not empty" family of answers, raced by a consumer joining after the check. */
function refusedForMembers(error: unknown, id: string, what: string): never {
  const names = kafkaErrorNames(error);
  if (names.includes('GROUP_SUBSCRIBED_TO_TOPIC')) {
    // only offsets of topics the active members do not read may go
    throw conflict(
      `Consumer group '${id}' has active members subscribed to this topic: Kafka refuses to ${what} ` +
        'while they are connected. Stop them and try again.',
    );
  }
  // UNKNOWN_MEMBER_ID too: the console commits as no member, which Kafka refuses while members are
  // connected (in general the code table answers it 404, a member that is not there).
  if (names.some((n) => ['UNKNOWN_MEMBER_ID', 'REBALANCE_IN_PROGRESS', 'NON_EMPTY_GROUP'].includes(n))) {
    throw conflict(
      `Consumer group '${id}' has active members: Kafka refuses to ${what} while consumers are connected.`,
    );
  }
  throw error; // any other code: ctx.kafka.run maps it (kafka/error-codes.ts)
}

/**
 * 400 naming the body entry unless every offset lies within its partition's first and last offset
 * (a consumer group's and a share group's offsets alike).
 */
export async function assertWithinBounds(
  admin: Admin,
  updates: ReadonlyArray<{ topic: string; partition: number; offset: number }>,
): Promise<void> {
  const bounds = await topicBounds(
    admin,
    updates.map((u) => u.topic),
  );
  updates.forEach((u, i) => {
    const b = bounds.get(u.topic)?.get(u.partition);
    if (!b) throw badRequest(`body.${i}.partition: topic '${u.topic}' has no partition ${u.partition}`);
    if (u.offset < b.first || u.offset > b.last) {
      throw badRequest(
        `body.${i}.offset: offset ${u.offset} of ${u.topic}-${u.partition} must be between ${b.first} and ${b.last}`,
      );
    }
  });
}

export async function updateOffsets(admin: Admin, id: string, updates: GroupOffsetUpdate[]): Promise<void> {
  await assertWithinBounds(admin, updates);
  await whileCoordinatorMoves(() => commitOffsets(admin, id, updates));
}

async function commitOffsets(admin: Admin, id: string, updates: GroupOffsetUpdate[]): Promise<void> {
  await assertNoMembers(admin, id, 'change offsets');
  const topics = new Map<string, { partition: number; offset: bigint }[]>();
  for (const u of updates) {
    const list = topics.get(u.topic) ?? [];
    list.push({ partition: u.partition, offset: BigInt(u.offset) });
    topics.set(u.topic, list);
  }
  await admin
    .alterConsumerGroupOffsets({
      groupId: id,
      topics: [...topics].map(([name, partitionOffsets]) => ({ name, partitionOffsets })),
    })
    .catch((error) => refusedForMembers(error, id, 'change offsets'));
}

/** For every partition the group has offsets on: the first offset at or after the time. */
export async function offsetsAt(admin: Admin, id: string, at: Date): Promise<GroupTimeOffset[]> {
  const group = await getGroup(admin, id);
  const partitions = new Map<string, number[]>();
  for (const o of group.offsets ?? [])
    partitions.set(o.topic, [...(partitions.get(o.topic) ?? []), o.partition]);
  const found = await listOffsetsAt(admin, partitions, BigInt(at.getTime()));
  const result: GroupTimeOffset[] = [];
  for (const [topic, ps] of partitions) {
    for (const partition of ps) {
      const offset = found.get(topic)?.get(partition);
      if (offset !== undefined && offset >= 0) result.push({ topic, partition, offset });
    }
  }
  return result;
}

export async function deleteTopicOffsets(admin: Admin, id: string, topic: string): Promise<void> {
  const committed = (await committedOffsets(admin, [id])).get(id) ?? [];
  const partitionIndexes = committed.filter((c) => c.topic === topic).map((c) => c.partition);
  if (partitionIndexes.length === 0) {
    const known = await topicPartitions(admin, [topic]);
    if (!known.has(topic)) throw badRequest(`topic: '${topic}' does not exist`);
    return; // nothing committed on it: already in the asked state
  }
  // No member check here: Kafka allows it for topics the active members are not subscribed to.
  await whileCoordinatorMoves(() =>
    admin
      .deleteConsumerGroupOffsets({ groupId: id, topics: [{ name: topic, partitionIndexes }] })
      .catch((error) => refusedForMembers(error, id, 'delete offsets')),
  );
}

export async function deleteGroup(admin: Admin, id: string): Promise<void> {
  await getGroup(admin, id);
  await whileCoordinatorMoves(async () => {
    await assertNoMembers(admin, id, 'delete the group');
    await admin
      .deleteGroups({ groups: [id] })
      .catch((error) => refusedForMembers(error, id, 'delete the group'));
  });
}
