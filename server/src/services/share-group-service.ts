import type { ShareGroup, SharePartitionOffset } from '@console/contract';
import type { Admin, GroupBase } from '@platformatic/kafka';
import { notFound } from '../errors.ts';
import { forgetReads } from '../kafka/coalesce.ts';
import { type TopicBounds, topicBounds } from './consumer-group-offsets.ts';
import { byName } from './group-names.ts';
import {
  type DescribedShare,
  describeShareGroups,
  type ShareState,
  shareGroupStates,
} from './share-group-describe.ts';

// Share groups as the API answers them: Kafka's description (state, members, assignments), the
// share-partition start offsets and lags Kafka computes, and each partition's first/last offset.

/** Every share group Kafka lists (ListGroups v5 with the `share` type filter). */
export async function listShareGroupIds(admin: Admin): Promise<Map<string, GroupBase>> {
  return admin.listGroups({ types: ['share'] });
}

function offsetRows(d: DescribedShare | undefined, states: ShareState[], bounds: TopicBounds) {
  const rows = new Map<string, SharePartitionOffset>();
  for (const s of states) {
    const b = bounds.get(s.topic)?.get(s.partition);
    rows.set(`${s.topic}\u0000${s.partition}`, {
      topic: s.topic,
      partition: s.partition,
      ...(s.startOffset >= 0 ? { startOffset: s.startOffset } : {}),
      ...(s.lag >= 0 ? { lag: s.lag } : {}),
      ...(b ? { firstOffset: b.first, lastOffset: b.last } : {}),
    });
  }
  // Assigned partitions without state yet still show, as kafka-share-groups.sh does ('-').
  for (const m of d?.members ?? []) {
    for (const a of m.assignments ?? []) {
      const key = `${a.topic}\u0000${a.partition}`;
      if (rows.has(key)) continue;
      const b = bounds.get(a.topic)?.get(a.partition);
      rows.set(key, { ...a, ...(b ? { firstOffset: b.first, lastOffset: b.last } : {}) });
    }
  }
  return [...rows.values()].sort((a, b) => byName(a.topic, b.topic) || a.partition - b.partition);
}

export function assembleShareGroup(
  id: string,
  d: DescribedShare | undefined,
  listed: GroupBase | undefined,
  states: ShareState[],
  bounds: TopicBounds,
): ShareGroup {
  const offsets = offsetRows(d, states, bounds);
  const topics = [
    ...new Set([
      ...offsets.map((o) => o.topic),
      ...(d?.members ?? []).flatMap((m) => m.subscribedTopics ?? []),
    ]),
  ].sort(byName);
  return {
    id,
    state: d?.state ?? String(listed?.state ?? 'UNKNOWN').toUpperCase(),
    coordinator: d?.coordinator ?? { id: -1, host: '', port: 0 },
    ...(d ? { groupEpoch: d.groupEpoch } : {}),
    ...(d?.assignor ? { assignor: d.assignor } : {}),
    ...(d && d.members.length > 0 ? { members: d.members } : {}),
    ...(offsets.length > 0 ? { offsets } : {}),
    ...(topics.length > 0 ? { topics } : {}),
  };
}

/** Details of many share groups: one describe, one offsets call per coordinator, one bounds lookup. */
export async function shareGroupDetails(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
  keepTopics?: Set<string>,
): Promise<ShareGroup[]> {
  if (ids.length === 0) return [];
  const [described, states] = await Promise.all([
    describeShareGroups(admin, ids),
    shareGroupStates(admin, ids),
  ]);
  const kept = (id: string) => (states.get(id) ?? []).filter((s) => !keepTopics || keepTopics.has(s.topic));
  const topics = new Set(ids.flatMap((id) => kept(id).map((s) => s.topic)));
  for (const d of described.values())
    for (const m of d.members) for (const a of m.assignments ?? []) topics.add(a.topic);
  const bounds = await topicBounds(admin, [...topics]);
  return ids.map((id) => assembleShareGroup(id, described.get(id), listed.get(id), kept(id), bounds));
}

/** One share group; 404 when Kafka lists no share group of that id. */
export async function getShareGroup(admin: Admin, id: string): Promise<ShareGroup> {
  let listed = await listShareGroupIds(admin);
  if (!listed.has(id)) {
    // The kept group list (up to 1 s, kafka/coalesce.ts) may predate a group that outside
    // consumers just made: ask Kafka once more before saying it is not there.
    forgetReads(admin);
    listed = await listShareGroupIds(admin);
  }
  if (!listed.has(id)) throw notFound(`Share group '${id}' doesn't exist`);
  const [group] = await shareGroupDetails(admin, [id], listed);
  if (!group) throw notFound(`Share group '${id}' doesn't exist`);
  return group;
}
