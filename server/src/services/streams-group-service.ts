import type {
  ConsumerGroupOffset,
  StreamsGroup,
  StreamsMember,
  StreamsSubtopology,
  StreamsTasks,
} from '@console/contract';
import { type Admin, FindCoordinatorKeyTypes } from '@platformatic/kafka';
import { badRequest, conflict, notFound, unreachable } from '../errors.ts';
import { brokerConnection } from '../kafka/any-broker.ts';
import {
  type Assignment,
  describeStreamsGroups,
  type StreamsGroupDescription,
  type TaskIds,
  type TopicInfo,
} from '../kafka/streams-group-describe.ts';
import { stateName } from './consumer-group-describe.ts';
import { committedOffsets, topicBounds } from './consumer-group-offsets.ts';
import { assertStreamsSupport } from './streams-group-support.ts';

// One streams group: StreamsGroupDescribe on its coordinator for state, topology and members, then
// OffsetFetch and ListOffsets for the lag of every partition its subtopologies read (source topics
// and repartition sources), as the classic group screens compute it.

const GROUP_ID_NOT_FOUND = 69;

const nonEmpty = <T>(field: string, list: T[]) => (list.length > 0 ? { [field]: list } : {});

function topicInfo(t: TopicInfo) {
  return {
    name: t.name,
    partitions: t.partitions,
    ...(t.replicationFactor > 0 ? { replicationFactor: t.replicationFactor } : {}),
  };
}

function tasks(list: TaskIds[]): StreamsTasks[] {
  return list
    .filter((t) => t.partitions.length > 0)
    .map((t) => ({ subtopology: t.subtopologyId, partitions: [...t.partitions].sort((a, b) => a - b) }));
}

function member(m: StreamsGroupDescription['members'][number]): StreamsMember {
  const a: Assignment = m.assignment;
  return {
    id: m.memberId,
    clientId: m.clientId,
    host: m.clientHost.replace(/^\//, ''),
    processId: m.processId,
    ...(m.instanceId ? { instanceId: m.instanceId } : {}),
    ...(m.rackId ? { rackId: m.rackId } : {}),
    memberEpoch: m.memberEpoch,
    topologyEpoch: m.topologyEpoch,
    ...(m.userEndpoint ? { endpoint: `${m.userEndpoint.host}:${m.userEndpoint.port}` } : {}),
    ...nonEmpty('active', tasks(a.activeTasks)),
    ...nonEmpty('standby', tasks(a.standbyTasks)),
    ...nonEmpty('warmup', tasks(a.warmupTasks)),
    ...(m.isClassic ? { classic: true } : {}),
  };
}

function subtopology(
  s: NonNullable<NonNullable<StreamsGroupDescription['topology']>['subtopologies']>[number],
) {
  return {
    id: s.subtopologyId,
    ...nonEmpty('sourceTopics', s.sourceTopics),
    ...nonEmpty('repartitionSinkTopics', s.repartitionSinkTopics),
    ...nonEmpty('repartitionSourceTopics', s.repartitionSourceTopics.map(topicInfo)),
    ...nonEmpty('stateChangelogTopics', s.stateChangelogTopics.map(topicInfo)),
  } satisfies StreamsSubtopology;
}

/** Topics whose offsets the group commits: what its subtopologies read. */
export function inputTopics(subtopologies: StreamsSubtopology[]): string[] {
  return [
    ...new Set(
      subtopologies.flatMap((s) => [
        ...(s.sourceTopics ?? []),
        ...(s.repartitionSourceTopics ?? []).map((t) => t.name),
      ]),
    ),
  ];
}

async function lag(admin: Admin, id: string, topics: string[]): Promise<ConsumerGroupOffset[]> {
  if (topics.length === 0) return [];
  const [committed, bounds] = await Promise.all([committedOffsets(admin, [id]), topicBounds(admin, topics)]);
  const byPartition = new Map((committed.get(id) ?? []).map((c) => [`${c.topic}\u0000${c.partition}`, c]));
  const rows: ConsumerGroupOffset[] = [];
  for (const [topic, partitions] of bounds) {
    for (const [partition, b] of partitions) {
      const c = byPartition.get(`${topic}\u0000${partition}`);
      rows.push({
        topic,
        partition,
        firstOffset: b.first,
        lastOffset: b.last,
        ...(c ? { offset: c.offset, offsetLag: Math.max(0, b.last - c.offset) } : {}),
      });
    }
  }
  return rows.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}

async function coordinatorOf(admin: Admin, id: string) {
  const [c] = await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: [id] });
  if (!c) throw unreachable(`The cluster names no coordinator for streams group '${id}'`);
  const connection = await brokerConnection(admin, c.nodeId, `The coordinator of streams group '${id}'`);
  return { node: { id: c.nodeId, host: c.host, port: c.port }, connection };
}

/** The raw description; 404 when the group does not exist or is not a streams group. */
async function describe(admin: Admin, id: string) {
  await assertStreamsSupport(admin);
  const { node, connection } = await coordinatorOf(admin, id);
  const answer = await describeStreamsGroups(connection, [id]).catch((error) => {
    const response = (error as { response?: { groups?: StreamsGroupDescription[] } }).response;
    const g = response?.groups?.[0];
    if (g?.errorCode === GROUP_ID_NOT_FOUND) {
      throw notFound(g.errorMessage ?? `Streams group '${id}' not found`);
    }
    throw error;
  });
  const g = answer.groups[0];
  if (!g) throw notFound(`Streams group '${id}' not found`);
  return { node, group: g };
}

export async function getStreamsGroup(admin: Admin, id: string): Promise<StreamsGroup> {
  const { node, group: g } = await describe(admin, id);
  const subtopologies = (g.topology?.subtopologies ?? []).map(subtopology);
  const members = g.members.map(member).sort((a, b) => a.clientId.localeCompare(b.clientId));
  const offsets = await lag(admin, id, inputTopics(subtopologies));
  return {
    id: g.groupId,
    state: stateName(g.groupState),
    groupEpoch: g.groupEpoch,
    assignmentEpoch: g.assignmentEpoch,
    ...(g.topology ? { topologyEpoch: g.topology.epoch } : {}),
    coordinator: node,
    ...nonEmpty('subtopologies', subtopologies),
    ...nonEmpty('members', members),
    ...nonEmpty('offsets', offsets),
  };
}

/** Refused while the application runs: Kafka would refuse too, with a less helpful code. */
async function assertStopped(admin: Admin, id: string, what: string) {
  const { group } = await describe(admin, id);
  if (group.members.length > 0) {
    throw conflict(
      `Cannot ${what}: streams group '${id}' has ${group.members.length} active member(s); stop the application first`,
    );
  }
  return group;
}

export async function deleteStreamsGroup(admin: Admin, id: string): Promise<void> {
  await assertStopped(admin, id, 'delete it');
  await admin.deleteGroups({ groups: [id] });
}

/**
 * Moves the committed offsets of every partition of the named source topics to its first or last
 * offset, as `kafka-streams-groups.sh --reset-offsets --topic ...` does. Only source topics: the
 * repartition topics are the application's own intermediate data and keep their offsets. The
 * caller names the topics so the permission hook checks TOPIC READ on each (see streams-group-ops).
 */
export async function resetStreamsOffsets(
  admin: Admin,
  id: string,
  to: 'EARLIEST' | 'LATEST',
  topics: string[],
): Promise<void> {
  const group = await assertStopped(admin, id, 'reset its offsets');
  const sources = new Set((group.topology?.subtopologies ?? []).flatMap((s) => s.sourceTopics));
  const others = [...new Set(topics)].filter((t) => !sources.has(t));
  if (others.length > 0) {
    throw badRequest(`Not source topics of streams group '${id}': ${others.map((t) => `'${t}'`).join(', ')}`);
  }
  const bounds = await topicBounds(admin, [...new Set(topics)]);
  await admin.alterConsumerGroupOffsets({
    groupId: id,
    topics: [...bounds].map(([name, partitions]) => ({
      name,
      partitionOffsets: [...partitions].map(([partition, b]) => ({
        partition,
        offset: BigInt(to === 'EARLIEST' ? b.first : b.last),
      })),
    })),
  });
}
