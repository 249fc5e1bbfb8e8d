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

/** Stable sort by a numeric key: ids given in name order keep it among equal keys. */
function byKey(ids: string[], key: (id: string) => number, sign: number): string[] {
  const keyed = ids.map((id) => ({ id, key: key(id) }));
  keyed.sort((a, b) => sign * (a.key - b.key));
  return keyed.map((k) => k.id);
}

/**
 * The ids ordered by the column, ties by name ascending. `ids` come in name order (the list sorts
 * them first, from listAllGroups' kept order): ties keep it without comparing 20,000 names again.
 */
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
    // A handful of distinct states: ranked once, then compared as numbers.
    const rank = new Map(
      [...new Set(ids.map(state))].sort((a, b) => a.localeCompare(b)).map((s, i) => [s, i]),
    );
    return byKey(ids, (id) => rank.get(state(id)) ?? 0, sign);
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
  return byKey(ids, (id) => keys.get(id) ?? 0, sign);
}
