import type { Consumer, Node } from '@console/contract';
import {
  type Admin,
  type Connection,
  consumerGroupDescribeV0,
  decodeConsumerProtocolAssignment,
  describeGroupsV5,
  FindCoordinatorKeyTypes,
  type GroupBase,
} from '@platformatic/kafka';
import { keyOf, readOnce } from '../kafka/coalesce.ts';

// Describes many groups in one round trip per coordinator. Admin.describeGroups is not used: it
// decodes every member's metadata as a consumer subscription and throws (uncaught, in a callback)
// on groups of other protocols such as Kafka Connect's. Classic groups go through DescribeGroups,
// KIP-848 groups through ConsumerGroupDescribe; members of other protocols are kept undecoded.

export interface DescribedGroup {
  id: string;
  state: string;
  protocolType: string;
  partitionAssignor?: string;
  coordinator: Node;
  members: Consumer[];
}

/** Kafka's state names ('PreparingRebalance', 'Stable') as AKHQ's enum names ('PREPARING_REBALANCE'). */
export function stateName(state: string): string {
  if (!state) return 'UNKNOWN';
  return state.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

interface Described<G> {
  groups: G[];
}

/** A response with per-group errors still carries the other groups: keep them. */
async function tolerant<G>(call: Promise<Described<G>>): Promise<G[]> {
  try {
    return (await call).groups;
  } catch (error) {
    const response = (error as { response?: Described<G> }).response;
    if (response?.groups) return response.groups;
    throw error;
  }
}

function classicMembers(protocolType: string, members: describeGroupsV5.DescribeGroupsResponseMember[]) {
  return members.map((m): Consumer => {
    let assignments: Consumer['assignments'];
    if (protocolType === 'consumer' && m.memberAssignment.length > 0) {
      try {
        assignments = decodeConsumerProtocolAssignment(m.memberAssignment).assignedPartitions.flatMap((a) =>
          a.partitions.map((partition) => ({ topic: a.topic, partition })),
        );
      } catch {
        assignments = undefined; // a client wrote something else: show the member without assignments
      }
    }
    return {
      id: m.memberId,
      clientId: m.clientId,
      host: m.clientHost,
      ...(assignments && assignments.length > 0 ? { assignments } : {}),
    };
  });
}

/**
 * Describes the given groups. `listed` (from listGroups) tells which protocol each group speaks;
 * groups not in it are described as classic ones. Unknown groups come back in state DEAD.
 */
export function describeGroups(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
): Promise<Map<string, DescribedGroup>> {
  // Identical descriptions in flight at the same time are asked once; members come and go, so
  // an answer is never kept (kafka/coalesce.ts).
  const key = `describeGroups:${keyOf(ids.map((id) => [id, listed.get(id)?.groupType]))}`;
  return readOnce(admin, key, () => describeNow(admin, ids, listed), false);
}

async function describeNow(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
): Promise<Map<string, DescribedGroup>> {
  const result = new Map<string, DescribedGroup>();
  if (ids.length === 0) return result;
  const coordinators = await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: ids });
  const byNode = new Map<number, { node: Node; classic: string[]; consumer: string[] }>();
  for (const c of coordinators) {
    let entry = byNode.get(c.nodeId);
    if (!entry) {
      entry = { node: { id: c.nodeId, host: c.host, port: c.port }, classic: [], consumer: [] };
      byNode.set(c.nodeId, entry);
    }
    (listed.get(c.key)?.groupType === 'consumer' ? entry.consumer : entry.classic).push(c.key);
  }
  const connections = await admin.connectToBrokers([...byNode.keys()]);
  await Promise.all(
    [...byNode.entries()].map(async ([nodeId, entry]) => {
      const connection = connections.get(nodeId) as Connection;
      if (entry.classic.length > 0) {
        for (const g of await tolerant(describeGroupsV5.api.async(connection, entry.classic, false))) {
          result.set(g.groupId, {
            id: g.groupId,
            state: stateName(g.errorCode === 0 ? g.groupState : 'Unknown'),
            protocolType: g.protocolType,
            ...(g.protocolData ? { partitionAssignor: g.protocolData } : {}),
            coordinator: entry.node,
            members: classicMembers(g.protocolType, g.members),
          });
        }
      }
      if (entry.consumer.length > 0) {
        for (const g of await tolerant(
          consumerGroupDescribeV0.api.async(connection, entry.consumer, false),
        )) {
          result.set(g.groupId, {
            id: g.groupId,
            state: stateName(g.errorCode === 0 ? g.groupState : 'Unknown'),
            protocolType: 'consumer',
            ...(g.assignorName ? { partitionAssignor: g.assignorName } : {}),
            coordinator: entry.node,
            members: g.members.map((m) => {
              const assignments = m.assignment.topicPartitions.flatMap((t) =>
                t.partitions.map((partition) => ({ topic: t.topicName, partition })),
              );
              return {
                id: m.memberId,
                clientId: m.clientId,
                host: m.clientHost,
                ...(assignments.length > 0 ? { assignments } : {}),
              };
            }),
          });
        }
      }
    }),
  );
  return result;
}
