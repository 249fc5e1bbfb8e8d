import type { PartitionReassignment, ReassignmentState, ReassignPartitionsBody } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { badRequest, conflict, HttpError } from '../errors.ts';
import { statusOfKafkaError } from '../kafka/error-codes.ts';
import {
  alterReassignments,
  listReassignments,
  type MovingPartition,
} from '../kafka/partition-reassignments.ts';
import { caughtUpTopicMeta } from './caught-up-metadata.ts';
import { currentThrottle, type PlannedMove, removeThrottle, setThrottle } from './reassignment-throttle.ts';
import { topicLogDirs } from './topic-describe.ts';
import type { TopicMeta } from './topic-metadata.ts';

// Moving a topic's replicas between brokers (issue 16), what kafka-reassign-partitions.sh does with
// --execute, --verify and --cancel. Kafka keeps the move itself; the console reads it back from
// ListPartitionReassignments and the metadata. Kafka never removes a move's replication throttle:
// Cancel does, and a finished move's leftover is removed by its own change (removeLeftoverThrottle,
// TOPIC REASSIGN), never by a read. The brokers' rates go only when no move runs anywhere in the
// cluster, since another topic's move may use them. The topic's replicas are read from a broker that
// holds what the controller has committed (caught-up-metadata.ts): a move the controller has ended,
// or a cancel, never reads as the move's union of old and new replicas.

/** Bytes the slowest replica being added still lacks, from every broker's log dir of the partition. */
async function bytesLeft(admin: Admin, meta: TopicMeta, moving: MovingPartition[]) {
  const left = new Map<number, number>();
  if (moving.length === 0) return left;
  const dirs = await topicLogDirs(admin, [meta]).catch(() => []);
  for (const m of moving) {
    const leader = meta.partitions.find((p) => p.id === m.partition)?.leader;
    const size = (broker: number | undefined) =>
      dirs.find((d) => d.partition === m.partition && d.brokerId === broker && !d.future)?.size ?? 0;
    const leaderSize = size(leader);
    const slowest = Math.min(...m.adding.map(size));
    if (m.adding.length > 0) left.set(m.partition, Math.max(0, leaderSize - slowest));
  }
  return left;
}

/** The topic's throttled replicas, and every broker's rates when no move runs anywhere. */
async function unthrottle(admin: Admin, topic: string, brokers: number[], timeoutMs: number) {
  const elsewhere = await listReassignments(admin, null, timeoutMs);
  await removeThrottle(admin, topic, elsewhere.length === 0 ? brokers : []);
}

/**
 * The topic's replicas and any move in progress. Reading changes nothing: a throttle left on a topic
 * that no longer moves is reported (`throttleLeftover`), and removed only by removeLeftoverThrottle.
 */
export async function reassignmentState(
  admin: Admin,
  topic: string,
  timeoutMs: number,
): Promise<ReassignmentState> {
  // The controller's moves first, then the metadata at least as new: read the other way round, a
  // move ending in between showed its union with no move in progress. (A move another client
  // starts in between shows as its union for one read: the next one lists it.)
  const moving = (await listReassignments(admin, null, timeoutMs)).filter((m) => m.topic === topic);
  const { snapshot, meta } = await caughtUpTopicMeta(admin, topic, timeoutMs);
  const [left, throttle] = await Promise.all([
    bytesLeft(admin, meta, moving),
    currentThrottle(admin, topic).catch(() => undefined),
  ]);
  const partitions = meta.partitions.map((p): PartitionReassignment => {
    const move = moving.find((m) => m.partition === p.id);
    const replicas = move?.replicas ?? p.replicas;
    const target = move ? replicas.filter((r) => !move.removing.includes(r)) : undefined;
    return {
      partition: p.id,
      replicas,
      ...(p.leader >= 0 ? { leader: p.leader } : {}),
      ...(replicas[0] !== undefined ? { preferredLeader: replicas[0] } : {}),
      isr: p.isr,
      ...(move ? { adding: move.adding, removing: move.removing, target } : {}),
      ...(left.has(p.id) ? { bytesLeft: left.get(p.id) } : {}),
    };
  });
  return {
    topic,
    brokers: [...snapshot.brokers.values()]
      .sort((a, b) => a.id - b.id)
      .map((b) => ({ id: b.id, host: b.host, ...(b.rack ? { rack: b.rack } : {}) })),
    partitions,
    inProgress: moving.length > 0,
    ...(throttle ? { throttle } : {}),
    ...(throttle && moving.length === 0 ? { throttleLeftover: true } : {}),
  };
}

/** Kafka's refusals, one line per partition, with the status the first one asks for. */
function refused(errors: Awaited<ReturnType<typeof alterReassignments>>, started: number[]): HttpError {
  const lines = errors.map((e) => `Partition ${e.partition}: ${e.message} (${e.error})`);
  if (started.length > 0) lines.push(`partition(s) ${started.join(', ')} started moving`);
  const status = statusOfKafkaError(errors[0]?.error ?? '') ?? 409;
  return new HttpError(status >= 500 ? 409 : status, `Kafka refused the reassignment: ${lines.join('; ')}`);
}

/** Starts moving the partitions whose replica list changes; validation errors name the partition. */
export async function reassign(
  admin: Admin,
  topic: string,
  body: ReassignPartitionsBody,
  timeoutMs: number,
): Promise<ReassignmentState> {
  const { snapshot, meta } = await caughtUpTopicMeta(admin, topic, timeoutMs);
  const brokers = [...snapshot.brokers.keys()].sort((a, b) => a - b);
  const moves: PlannedMove[] = [];
  for (const wanted of body.partitions) {
    const current = meta.partitions.find((p) => p.id === wanted.partition);
    if (!current) {
      throw badRequest(
        `Partition ${wanted.partition} does not exist: topic '${topic}' has partitions 0 to ${meta.partitions.length - 1}`,
      );
    }
    const unknown = wanted.replicas.filter((b) => !snapshot.brokers.has(b));
    if (unknown.length > 0) {
      throw badRequest(
        `Partition ${wanted.partition}: broker ${unknown.join(', ')} does not exist (brokers: ${brokers.join(', ')})`,
      );
    }
    if (wanted.replicas.join(',') !== current.replicas.join(','))
      moves.push({ partition: wanted.partition, current: current.replicas, target: wanted.replicas });
  }
  if (moves.length === 0) throw conflict('No partition changes its replicas: nothing to reassign');
  if (body.throttle !== undefined) await setThrottle(admin, topic, moves, body.throttle);
  const errors = await alterReassignments(
    admin,
    topic,
    moves.map((m) => ({ partition: m.partition, replicas: m.target })),
    timeoutMs,
  );
  if (errors.length > 0) {
    const started = moves.map((m) => m.partition).filter((p) => !errors.some((e) => e.partition === p));
    if (started.length === 0 && body.throttle !== undefined)
      await unthrottle(admin, topic, brokers, timeoutMs).catch(() => {});
    throw refused(errors, started);
  }
  return reassignmentState(admin, topic, timeoutMs);
}

/** Cancels the moves of these partitions (every moving one when left out): Kafka puts back the old replicas. */
export async function cancelReassignment(
  admin: Admin,
  topic: string,
  partitions: number[] | undefined,
  timeoutMs: number,
): Promise<ReassignmentState> {
  const { meta } = await caughtUpTopicMeta(admin, topic, timeoutMs);
  const moving = await listReassignments(
    admin,
    [{ name: topic, partitions: meta.partitions.map((p) => p.id) }],
    timeoutMs,
  );
  const chosen = moving.filter((m) => !partitions || partitions.includes(m.partition));
  if (chosen.length === 0) {
    throw conflict(
      partitions
        ? `No move in progress for partition(s) ${partitions.join(', ')} of topic '${topic}'`
        : `No move in progress for topic '${topic}'`,
    );
  }
  const errors = await alterReassignments(
    admin,
    topic,
    chosen.map((m) => ({ partition: m.partition, replicas: null })),
    timeoutMs,
  );
  if (errors.length > 0) throw refused(errors, []);
  // The controller has dropped the replicas being added; the read waits until the broker answering
  // it has too (caught-up-metadata.ts), so the answer no longer lists them.
  return withoutThrottle(admin, topic, await reassignmentState(admin, topic, timeoutMs), timeoutMs);
}

/** Removes a throttle the state shows as left over; the state answered says so. */
async function withoutThrottle(
  admin: Admin,
  topic: string,
  state: ReassignmentState,
  timeoutMs: number,
): Promise<ReassignmentState> {
  if (!state.throttleLeftover) return state;
  await unthrottle(
    admin,
    topic,
    state.brokers.map((b) => b.id),
    timeoutMs,
  );
  const { throttle: _removed, throttleLeftover: _left, ...rest } = state;
  return { ...rest, throttleRemoved: true };
}

/**
 * Removes the throttle a finished move left on the topic (its throttled replicas; the brokers' rates
 * when no move runs anywhere in the cluster). Nothing to remove answers the state unchanged; while the
 * topic still moves its throttle is in use, a 409 (Cancel removes it).
 */
export async function removeLeftoverThrottle(
  admin: Admin,
  topic: string,
  timeoutMs: number,
): Promise<ReassignmentState> {
  const state = await reassignmentState(admin, topic, timeoutMs);
  if (state.inProgress && state.throttle) {
    throw conflict(
      `A move of topic '${topic}' is in progress and uses its throttle: cancel the move to remove it`,
    );
  }
  return withoutThrottle(admin, topic, state, timeoutMs);
}
