import type { GroupSort } from '@console/contract';
import { type Admin, FindCoordinatorKeyTypes, type GroupBase } from '@platformatic/kafka';
import { stateName } from './consumer-group-describe.ts';
import { describeAnyGroups, offsetsOfGroups } from './consumer-group-kinds.ts';
import { topicBounds } from './consumer-group-offsets.ts';

// Server-side order of the paged group list. Each sort fetches its key only, for every listed group:
// the state comes with the list (no call), members need one describe per coordinator, lag needs the
// committed offsets (one fetch per coordinator) and the last offsets of the topics they name, the
// coordinator one FindCoordinator for all of them. Share groups' lag is Kafka's own.

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);

/** Σ max(0, last − committed) over every committed partition of each group. */
export async function groupLags(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
): Promise<Map<string, number>> {
  const committed = await offsetsOfGroups(admin, ids, listed);
  const topics = new Set([...committed.values()].flatMap((list) => list.map((c) => c.topic)));
  const bounds = await topicBounds(admin, [...topics]);
  const result = new Map<string, number>();
  for (const id of ids) {
    let lag = 0;
    for (const c of committed.get(id) ?? []) {
      const b = bounds.get(c.topic)?.get(c.partition);
      if (c.lag !== undefined) lag += c.lag;
      else if (b) lag += Math.max(0, b.last - c.offset);
    }
    result.set(id, lag);
  }
  return result;
}

export async function sortGroupIds(
  admin: Admin,
  ids: string[],
  listed: Map<string, GroupBase>,
  sort: GroupSort,
  desc: boolean,
): Promise<string[]> {
  const sign = desc ? -1 : 1;
  if (sort === 'id') return [...ids].sort((a, b) => sign * byName(a, b));
  if (sort === 'state') {
    const state = (id: string) => stateName(String(listed.get(id)?.state ?? ''));
    return [...ids].sort((a, b) => sign * state(a).localeCompare(state(b)) || byName(a, b));
  }
  let keys: Map<string, number>;
  if (sort === 'members') {
    const described = await describeAnyGroups(admin, ids, listed);
    keys = new Map(ids.map((id) => [id, described.get(id)?.members.length ?? 0]));
  } else if (sort === 'coordinator') {
    const found =
      ids.length > 0
        ? await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: ids })
        : [];
    keys = new Map(found.map((c) => [c.key, c.nodeId]));
  } else {
    keys = await groupLags(admin, ids, listed);
  }
  return [...ids].sort((a, b) => sign * ((keys.get(a) ?? 0) - (keys.get(b) ?? 0)) || byName(a, b));
}
