import type { ConsumerGroup, ConsumerGroupOffset, GroupType } from '@console/contract';
import type { Admin, GroupBase } from '@platformatic/kafka';
import { notFound } from '../errors.ts';
import { type DescribedGroup, describeGroups } from './consumer-group-describe.ts';
import { mayHaveOffsetsOn } from './consumer-group-index.ts';
import {
  describeAnyGroups,
  type GroupOffset,
  groupTypeOf,
  listAllGroups,
  offsetsOfGroups,
} from './consumer-group-kinds.ts';
import { type TopicBounds, topicBounds } from './consumer-group-offsets.ts';

// Consumer groups as the API answers them: a group's description, its committed offsets and the
// first/last offsets of its partitions, assembled for many groups with one batched call of each.

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);

/** Consumer groups only (protocol 'consumer' or none, like Kafka's own listConsumerGroups): not Connect's. */
export async function listGroupIds(admin: Admin): Promise<Map<string, GroupBase>> {
  const all = await admin.listGroups({ types: ['classic', 'consumer'] });
  return new Map([...all].filter(([, g]) => g.protocolType === 'consumer' || g.protocolType === ''));
}

function offsetRows(committed: GroupOffset[], members: DescribedGroup['members'], bounds: TopicBounds) {
  const rows: ConsumerGroupOffset[] = committed.map((c) => {
    const b = bounds.get(c.topic)?.get(c.partition);
    return {
      topic: c.topic,
      partition: c.partition,
      offset: c.offset,
      ...(c.metadata ? { metadata: c.metadata } : {}),
      ...(b ? { firstOffset: b.first, lastOffset: b.last } : {}),
      // A share group's lag is Kafka's own (records not yet acknowledged), not last − start.
      ...(c.lag !== undefined
        ? { offsetLag: c.lag }
        : b
          ? { offsetLag: Math.max(0, b.last - c.offset) }
          : {}),
    };
  });
  const seen = new Set(rows.map((r) => `${r.topic}\u0000${r.partition}`));
  for (const m of members) {
    for (const a of m.assignments ?? []) {
      const key = `${a.topic}\u0000${a.partition}`;
      if (!seen.has(key)) rows.push({ topic: a.topic, partition: a.partition });
      seen.add(key);
    }
  }
  return rows.sort((a, b) => byName(a.topic, b.topic) || a.partition - b.partition);
}

export function assembleGroup(
  d: DescribedGroup,
  committed: GroupOffset[],
  bounds: TopicBounds,
  type: GroupType = 'classic',
): ConsumerGroup {
  const offsets = offsetRows(committed, d.members, bounds);
  const activeTopics = [...new Set(d.members.flatMap((m) => (m.assignments ?? []).map((a) => a.topic)))].sort(
    byName,
  );
  const topics = [...new Set([...committed.map((c) => c.topic), ...activeTopics])].sort(byName);
  return {
    id: d.id,
    type,
    simpleConsumerGroup: d.protocolType === '',
    ...(d.partitionAssignor ? { partitionAssignor: d.partitionAssignor } : {}),
    state: d.state,
    coordinator: d.coordinator,
    ...(d.members.length > 0 ? { members: d.members } : {}),
    ...(offsets.length > 0 ? { offsets } : {}),
    ...(activeTopics.length > 0 ? { activeTopics } : {}),
    ...(topics.length > 0 ? { topics } : {}),
  };
}

/**
 * Full details of the given groups: one describe, one offset fetch and one bounds lookup for all
 * of them. `keepTopics` limits offsets to those topics (the topic screens need no others).
 */
export async function groupDetails(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
  keepTopics?: Set<string>,
  known?: { described?: Map<string, DescribedGroup>; committed?: Map<string, GroupOffset[]> },
): Promise<ConsumerGroup[]> {
  if (ids.length === 0) return [];
  const [described, committedAll] = await Promise.all([
    known?.described ?? describeAnyGroups(admin, ids, listed),
    known?.committed ?? offsetsOfGroups(admin, ids, listed),
  ]);
  const committed = new Map(
    ids.map((id) => {
      const list = committedAll.get(id) ?? [];
      return [id, keepTopics ? list.filter((c) => keepTopics.has(c.topic)) : list];
    }),
  );
  const topics = new Set([...committed.values()].flatMap((list) => list.map((c) => c.topic)));
  const bounds = await topicBounds(admin, [...topics]);
  return ids.flatMap((id) => {
    const d = described.get(id);
    return d ? [assembleGroup(d, committed.get(id) ?? [], bounds, groupTypeOf(listed.get(id)))] : [];
  });
}

/**
 * What ListGroups would say of one group, without listing every group of the cluster (20,000 of
 * them took 0.5 s): the group described as a classic group, else as a KIP-848 group (asked second:
 * a broker older than 3.7 does not know that request). Undefined when neither knows it (missing,
 * share, streams, an older broker): the caller lists then.
 */
async function listedOne(admin: Admin, id: string): Promise<Map<string, GroupBase> | undefined> {
  const as = (groupType: 'classic' | 'consumer', protocolType: string, state = 'EMPTY') =>
    new Map<string, GroupBase>([[id, { id, groupType, protocolType, state: state as GroupBase['state'] }]]);
  const known = (d: DescribedGroup | undefined): d is DescribedGroup =>
    d !== undefined && d.state !== 'UNKNOWN' && d.state !== 'DEAD';
  const classic = (await describeGroups(admin, [id], as('classic', ''))).get(id);
  if (known(classic)) return as('classic', classic.protocolType, classic.state);
  const consumer = await describeGroups(admin, [id], as('consumer', 'consumer')).then(
    (described) => described.get(id),
    () => undefined,
  );
  return known(consumer) ? as('consumer', 'consumer', consumer.state) : undefined;
}

/** One group; 404 when Kafka knows nothing of it (DEAD and no offsets). */
export async function getGroup(admin: Admin, id: string): Promise<ConsumerGroup> {
  const listed = (await listedOne(admin, id)) ?? (await listGroupIds(admin));
  const [group] = await groupDetails(admin, [id], listed);
  if (!group || (group.state === 'DEAD' && !group.offsets)) {
    throw notFound(`Consumer group '${id}' doesn't exist`);
  }
  return group;
}

/** Per kept group list (kafka/coalesce.ts): its ids, and those that can have members. */
const idsOfList = new WeakMap<Map<string, GroupBase>, { ids: string[]; live: string[] }>();

function idsOf(listed: Map<string, GroupBase>): { ids: string[]; live: string[] } {
  let found = idsOfList.get(listed);
  if (!found) {
    const ids = [...listed.keys()];
    const live = ids.filter((id) => {
      const state = listed.get(id)?.state;
      return state !== 'Empty' && state !== 'Dead';
    });
    found = { ids, live };
    idsOfList.set(listed, found);
  }
  return found;
}

/**
 * Groups related to any of the topics: with committed offsets on them (view ALL) or a member
 * assigned to them. Only groups that can have members (not EMPTY or DEAD) are described to find
 * assignments, and only the related ones get details, so thousands of idle groups cost one offset
 * fetch per coordinator. Nothing here walks every group of the cluster per request: the candidates
 * come from the index of held topics (consumer-group-index.ts), and the caller's permission filter
 * (`visible`, a filter over names) runs over them, which gives the groups it would leave of all.
 */
export async function groupsByTopics(
  admin: Admin,
  topics: string[],
  view: 'ALL' | 'HIDE_EMPTY',
  visible: (ids: string[]) => string[],
): Promise<ConsumerGroup[]> {
  if (topics.length === 0) return [];
  const wanted = new Set(topics);
  // Every type: the topic's tab shows the share groups reading it too.
  const listed = await listAllGroups(admin);
  const all = idsOf(listed);
  const live = visible([...all.live]);
  // Only the groups that may hold offsets on these topics (consumer-group-index.ts), not all of them.
  const candidates = view === 'ALL' ? visible(mayHaveOffsetsOn(admin, all.ids, wanted, live)) : [];
  const [committed, describedLive] = await Promise.all([
    view === 'ALL'
      ? offsetsOfGroups(admin, candidates, listed)
      : Promise.resolve(new Map<string, GroupOffset[]>()),
    describeAnyGroups(admin, live, listed),
  ]);
  const assigned = (id: string) =>
    describedLive.get(id)?.members.some((m) => m.assignments?.some((a) => wanted.has(a.topic))) ?? false;
  const related = [...new Set([...live, ...candidates])]
    .filter((id) => assigned(id) || (committed.get(id) ?? []).some((c) => wanted.has(c.topic)))
    .sort(byName);
  const rest = related.filter((id) => !describedLive.has(id));
  const described = new Map([...describedLive, ...(await describeAnyGroups(admin, rest, listed))]);
  const offsets = view === 'ALL' ? committed : await offsetsOfGroups(admin, related, listed);
  return groupDetails(admin, related, listed, wanted, { described, committed: offsets });
}
