import type { Node, ShareGroupMember } from '@console/contract';
import { type Admin, type Connection, FindCoordinatorKeyTypes } from '@platformatic/kafka';
import {
  type DescribedShareGroup,
  describeShareGroupOffsetsV1,
  type ShareGroupOffsets,
  shareGroupDescribeV1,
} from '../kafka/share-group-protocol.ts';
import { stateName } from './consumer-group-describe.ts';

// Share groups described in one round trip per coordinator, with the requests of
// kafka/share-group-protocol.ts. A response with per-group errors still carries the other groups.

export interface DescribedShare {
  id: string;
  state: string;
  coordinator: Node;
  groupEpoch: number;
  assignor?: string;
  members: ShareGroupMember[];
}

export interface ShareState {
  topic: string;
  partition: number;
  /** -1: the share-partition is not initialised yet (no record delivered). */
  startOffset: number;
  lag: number;
}

interface Coordinated {
  node: Node;
  connection: Connection;
  ids: string[];
}

/** The coordinators of the groups, each with a connection and the groups it holds. */
export async function byCoordinator(admin: Admin, ids: string[]): Promise<Coordinated[]> {
  if (ids.length === 0) return [];
  const found = await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: ids });
  const nodes = new Map<number, { node: Node; ids: string[] }>();
  for (const c of found) {
    const entry = nodes.get(c.nodeId) ?? { node: { id: c.nodeId, host: c.host, port: c.port }, ids: [] };
    entry.ids.push(c.key);
    nodes.set(c.nodeId, entry);
  }
  const connections = await admin.connectToBrokers([...nodes.keys()]);
  return [...nodes.entries()].map(([id, e]) => ({ ...e, connection: connections.get(id) as Connection }));
}

async function tolerant<G>(call: Promise<{ groups: G[] }>): Promise<G[]> {
  try {
    return (await call).groups;
  } catch (error) {
    const response = (error as { response?: { groups?: G[] } }).response;
    if (response?.groups) return response.groups;
    throw error;
  }
}

function member(m: DescribedShareGroup['members'][number]): ShareGroupMember {
  const assignments = m.assignment.flatMap((t) =>
    t.partitions.map((partition) => ({ topic: t.topicName, partition })),
  );
  assignments.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
  return {
    id: m.memberId,
    clientId: m.clientId,
    host: m.clientHost,
    ...(m.rackId ? { rackId: m.rackId } : {}),
    memberEpoch: m.memberEpoch,
    ...(m.subscribedTopicNames.length > 0 ? { subscribedTopics: [...m.subscribedTopicNames].sort() } : {}),
    ...(assignments.length > 0 ? { assignments } : {}),
  };
}

/** The share groups among `ids` Kafka knows; unknown ones are left out. */
export async function describeShareGroups(admin: Admin, ids: string[]): Promise<Map<string, DescribedShare>> {
  const result = new Map<string, DescribedShare>();
  for (const c of await byCoordinator(admin, ids)) {
    for (const g of await tolerant(shareGroupDescribeV1.async(c.connection, c.ids))) {
      if (g.errorCode !== 0) continue;
      result.set(g.groupId, {
        id: g.groupId,
        state: stateName(g.groupState),
        coordinator: c.node,
        groupEpoch: g.groupEpoch,
        ...(g.assignorName ? { assignor: g.assignorName } : {}),
        members: g.members.map(member),
      });
    }
  }
  return result;
}

/** Start offset and lag of every share-partition of each group (null topics: all it has state on). */
export async function shareGroupStates(admin: Admin, ids: string[]): Promise<Map<string, ShareState[]>> {
  const result = new Map<string, ShareState[]>();
  const coordinators = await byCoordinator(admin, ids);
  await Promise.all(
    coordinators.map(async (c) => {
      const groups: ShareGroupOffsets[] = await tolerant(
        describeShareGroupOffsetsV1.async(
          c.connection,
          c.ids.map((groupId) => ({ groupId, topics: null })),
        ),
      );
      for (const g of groups) {
        if (g.errorCode !== 0) continue;
        result.set(
          g.groupId,
          g.topics.flatMap((t) =>
            t.partitions
              .filter((p) => p.errorCode === 0)
              .map((p) => ({
                topic: t.topicName,
                partition: p.partitionIndex,
                startOffset: Number(p.startOffset),
                lag: Number(p.lag),
              })),
          ),
        );
      }
    }),
  );
  return result;
}
