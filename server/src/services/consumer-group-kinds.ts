import type { GroupType } from '@console/contract';
import type { Admin, GroupBase } from '@platformatic/kafka';
import { describeStreamsGroups, type StreamsGroupDescription } from '../kafka/streams-group-describe.ts';
import { type DescribedGroup, describeGroups, stateName } from './consumer-group-describe.ts';
import { noteCommitted } from './consumer-group-index.ts';
import { everyGroup } from './consumer-group-listing.ts';
import { type Committed, committedOffsets } from './consumer-group-offsets.ts';
import { byName, rememberOrder } from './group-names.ts';
import { nameOrderOf } from './name-order.ts';
import { byCoordinator, describeShareGroups, shareGroupStates } from './share-group-describe.ts';

// The group list shows every type of group Kafka has (ListGroups v5): classic and consumer
// (KIP-848) groups as before, share groups (KIP-932) and streams groups (KIP-1071). Each type is
// described with its own API; a share group has share-partition start offsets and Kafka's lag
// instead of committed offsets. Streams groups commit offsets like consumers; their members (with
// StreamsGroupDescribe, kafka/streams-group-describe.ts) carry tasks, not partitions, so the list
// shows their count and the streams-group screen the rest.

/** A committed offset, or a share-partition start offset with the lag Kafka computed. */
export interface GroupOffset extends Committed {
  lag?: number;
}

/** What type a listed group is ('classic' when Kafka gives none, as before KIP-848). */
export function groupTypeOf(g: GroupBase | undefined): GroupType {
  const t = g?.groupType;
  return t === 'consumer' || t === 'share' || t === 'streams' ? t : 'classic';
}

/**
 * Every group of the list: all types, but classic groups only when they speak the consumer
 * protocol (or none), like Kafka's own listConsumerGroups: Connect's workers are not groups here.
 * The map iterates in name order (byName), kept between calls (name-order.ts): the list sorts
 * 20,000 ids that are already in order instead of from Kafka's order.
 */
export async function listAllGroups(admin: Admin): Promise<Map<string, GroupBase>> {
  const all = await everyGroup(admin);
  // The same answer object while the groups are unchanged (consumer-group-listing.ts): so is the
  // map made from it, and what callers derive from that map.
  const made = listedFrom.get(all);
  if (made) return made;
  const result = new Map<string, GroupBase>();
  const ordered = nameOrderOf(admin, 'groups', byName).of(all);
  rememberOrder(ordered);
  for (const id of ordered) {
    const g = all.get(id);
    if (g && (groupTypeOf(g) !== 'classic' || g.protocolType === 'consumer' || g.protocolType === '')) {
      result.set(id, g);
    }
  }
  listedFrom.set(all, result);
  return result;
}

/** listAllGroups' map per ListGroups answer; callers do not mutate it. */
const listedFrom = new WeakMap<Map<string, GroupBase>, Map<string, GroupBase>>();

function split(ids: string[], listed: Map<string, GroupBase>) {
  const by = { classic: [] as string[], share: [] as string[], streams: [] as string[] };
  for (const id of ids) {
    const t = groupTypeOf(listed.get(id));
    (t === 'share' ? by.share : t === 'streams' ? by.streams : by.classic).push(id);
  }
  return by;
}

/** Describes groups of any type, each with its own API. */
export async function describeAnyGroups(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
): Promise<Map<string, DescribedGroup>> {
  const by = split(ids, listed);
  const [classic, share, streams] = await Promise.all([
    describeGroups(admin, by.classic, listed),
    describeShareGroups(admin, by.share),
    describeStreams(admin, by.streams),
  ]);
  const result = new Map(classic);
  for (const [id, d] of share) {
    result.set(id, {
      id,
      state: d.state,
      protocolType: 'share',
      ...(d.assignor ? { partitionAssignor: d.assignor } : {}),
      coordinator: d.coordinator,
      members: d.members.map(({ id: memberId, clientId, host, assignments }) => ({
        id: memberId,
        clientId,
        host,
        ...(assignments ? { assignments } : {}),
      })),
    });
  }
  for (const { node, group: g } of streams) {
    result.set(g.groupId, {
      id: g.groupId,
      state: stateName(g.errorCode === 0 ? g.groupState : String(listed.get(g.groupId)?.state ?? '')),
      protocolType: 'streams',
      coordinator: node,
      members: g.members.map((m) => ({ id: m.memberId, clientId: m.clientId, host: m.clientHost })),
    });
  }
  return result;
}

/** Streams groups on their coordinators; a broker without StreamsGroupDescribe leaves them out. */
async function describeStreams(admin: Admin, ids: string[]) {
  type Described = Pick<StreamsGroupDescription, 'groupId' | 'errorCode' | 'groupState' | 'members'>;
  const found: Array<{ node: DescribedGroup['coordinator']; group: Described }> = [];
  for (const c of await byCoordinator(admin, ids)) {
    const answer = await describeStreamsGroups(c.connection, c.ids).catch(
      (error: { response?: { groups?: StreamsGroupDescription[] } }) => error.response ?? { groups: [] },
    );
    const groups = new Map((answer.groups ?? []).map((g) => [g.groupId, g]));
    for (const id of c.ids) {
      // Not described (an error, an older broker): still listed, with the state ListGroups gave.
      const group = groups.get(id) ?? { groupId: id, errorCode: -1, groupState: '', members: [] };
      found.push({ node: c.node, group });
    }
  }
  return found;
}

const asCommitted = (s: { topic: string; partition: number; startOffset: number }): Committed => ({
  topic: s.topic,
  partition: s.partition,
  offset: s.startOffset,
});

/** Committed offsets (classic, consumer, streams) and share start offsets with their lag. */
export async function offsetsOfGroups(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
): Promise<Map<string, GroupOffset[]>> {
  const by = split(ids, listed);
  const [committed, states] = await Promise.all([
    committedOffsets(admin, [...by.classic, ...by.streams]),
    shareGroupStates(admin, by.share),
  ]);
  const result = new Map<string, GroupOffset[]>(committed);
  // Share groups into the index of held topics too (the sampler's rounds note them as well, but
  // a page may come before a round): else a topic-list page asked every share group of the cluster for its state each time,
  // 0.5-0.9 s for 1,000 of them (bench/topic-list). Only groups that answered are noted.
  noteCommitted(
    admin,
    [...states.keys()],
    new Map([...states].map(([id, list]) => [id, list.map(asCommitted)])),
  );
  for (const [id, list] of states) {
    result.set(
      id,
      list
        .filter((s) => s.startOffset >= 0)
        .map((s) => ({
          topic: s.topic,
          partition: s.partition,
          offset: s.startOffset,
          ...(s.lag >= 0 ? { lag: s.lag } : {}),
        })),
    );
  }
  return result;
}

// A streams group is deleted as its own page deletes it: refused while the application runs.
export { deleteStreamsGroup } from './streams-group-service.ts';

export type { DescribedGroup };
