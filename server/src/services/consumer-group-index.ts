import type { Admin } from '@platformatic/kafka';
import { notesOf } from '../kafka/coalesce.ts';
import type { Committed } from './consumer-group-offsets.ts';

// Which topics each group had committed offsets on, as the last OffsetFetch that included it saw
// (the overview sampler fetches every group's every interval). "Groups of these topics" has no
// Kafka index to ask: without this it fetched the offsets of every group of the cluster for each
// topic-list page, seconds at 20,000 groups (bench/topic-list). With it, only the groups that may
// hold offsets on the topics are fetched again: those seen with offsets on them, those not seen
// lately (new ones) and those with members (they commit as they go). An idle group whose offsets
// another client moves onto a new topic shows there at the next fetch of it (within MAX_AGE_MS);
// the console's own changes clear the index (kafka/coalesce.ts invalidate).

const KEY = 'committed-topics';
/** Twice the sampler's interval: an index entry older than this is not trusted. */
export const MAX_AGE_MS = 60_000;

interface Seen {
  at: number;
  topics: string[];
}

function index(admin: Admin): Map<string, Seen> | undefined {
  const notes = notesOf(admin);
  if (!notes) return undefined;
  let map = notes.get(KEY) as Map<string, Seen> | undefined;
  if (!map) {
    map = new Map();
    notes.set(KEY, map);
  }
  return map;
}

/** Records what a fetch of these groups' offsets found (groups absent from `committed` had none). */
export function noteCommitted(admin: Admin, groups: string[], committed: Map<string, Committed[]>): void {
  const map = index(admin);
  if (!map) return;
  const at = Date.now();
  if (groups.length >= 1000) {
    // A round over every group: forget the groups no round saw lately (deleted ones).
    for (const [id, seen] of map) if (seen.at < at - MAX_AGE_MS) map.delete(id);
  }
  for (const id of groups) {
    const list = committed.get(id) ?? [];
    map.set(id, { at, topics: [...new Set(list.map((c) => c.topic))] });
  }
}

/**
 * The groups among `ids` whose offsets must be fetched to know whether they read `topics`: every
 * one when nothing is known (shared reads off, after a change made through the console).
 */
export function mayHaveOffsetsOn(
  admin: Admin,
  ids: string[],
  topics: Set<string>,
  live: Set<string>,
): string[] {
  const map = index(admin);
  if (!map || map.size === 0) return ids;
  const oldest = Date.now() - MAX_AGE_MS;
  return ids.filter((id) => {
    if (live.has(id)) return true;
    const seen = map.get(id);
    return !seen || seen.at < oldest || seen.topics.some((t) => topics.has(t));
  });
}
