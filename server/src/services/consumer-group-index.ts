import type { Admin } from '@platformatic/kafka';
import { LIST_KEEP_MS, notesOf } from '../kafka/coalesce.ts';
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
/** How long the ids an index entry is missing for are reused (the lists' own keep, coalesce.ts). */
const UNKNOWN_KEEP_MS = LIST_KEEP_MS;

interface Seen {
  at: number;
  topics: string[];
}

interface Index {
  byGroup: Map<string, Seen>;
  /** The same, the other way round: a page's 25 topics find their groups without a walk. */
  byTopic: Map<string, Set<string>>;
  /**
   * Per list of ids (one object per group list, kept while the groups are unchanged,
   * consumer-group-listing.ts): the ids the index knows nothing recent of, and when they were
   * found. Walking 20,000 ids for them cost 5-50 ms per topic-list page; a list is walked at most
   * once per UNKNOWN_KEEP_MS, so entries that turn stale are caught within that time.
   */
  unknown: WeakMap<readonly string[], { at: number; ids: string[] }>;
}

function index(admin: Admin): Index | undefined {
  const notes = notesOf(admin);
  if (!notes) return undefined;
  let found = notes.get(KEY) as Index | undefined;
  if (!found) {
    found = { byGroup: new Map(), byTopic: new Map(), unknown: new WeakMap() };
    notes.set(KEY, found);
  }
  return found;
}

function forget(idx: Index, id: string, seen: Seen): void {
  for (const topic of seen.topics) {
    const groups = idx.byTopic.get(topic);
    groups?.delete(id);
    if (groups?.size === 0) idx.byTopic.delete(topic);
  }
}

/** Records what a fetch of these groups' offsets found (groups absent from `committed` had none). */
export function noteCommitted(admin: Admin, groups: string[], committed: Map<string, Committed[]>): void {
  const idx = index(admin);
  if (!idx) return;
  const at = Date.now();
  if (groups.length >= 1000) {
    // A round over every group: forget the groups no round saw lately (deleted ones).
    for (const [id, seen] of idx.byGroup) {
      if (seen.at >= at - MAX_AGE_MS) continue;
      forget(idx, id, seen);
      idx.byGroup.delete(id);
    }
  }
  for (const id of groups) {
    const before = idx.byGroup.get(id);
    if (before) forget(idx, id, before);
    const topics = [...new Set((committed.get(id) ?? []).map((c) => c.topic))];
    idx.byGroup.set(id, { at, topics });
    for (const topic of topics) {
      const readers = idx.byTopic.get(topic);
      if (readers) readers.add(id);
      else idx.byTopic.set(topic, new Set([id]));
    }
  }
}

/**
 * The groups among `ids` whose offsets must be fetched to know whether they read `topics`: every
 * one when nothing is known (shared reads off, after a change made through the console). `ids`
 * should be the same array object for the same group list (its unknown ids are kept per array).
 */
export function mayHaveOffsetsOn(
  admin: Admin,
  ids: readonly string[],
  topics: Set<string>,
  live: readonly string[],
): string[] {
  const idx = index(admin);
  if (!idx || idx.byGroup.size === 0) return [...ids];
  const now = Date.now();
  let unknown = idx.unknown.get(ids);
  if (!unknown || unknown.at < now - UNKNOWN_KEEP_MS) {
    const oldest = now - MAX_AGE_MS;
    unknown = {
      at: now,
      ids: ids.filter((id) => {
        const seen = idx.byGroup.get(id);
        return !seen || seen.at < oldest;
      }),
    };
    idx.unknown.set(ids, unknown);
  }
  const result = new Set([...unknown.ids, ...live]);
  const listed = new Set<string>();
  for (const topic of topics) for (const id of idx.byTopic.get(topic) ?? []) listed.add(id);
  if (listed.size > 0) {
    // Only groups of this list: the index may still hold deleted ones or another caller's.
    const inList = idsSet(ids);
    for (const id of listed) if (inList.has(id)) result.add(id);
  }
  return [...result];
}

const sets = new WeakMap<readonly string[], Set<string>>();
function idsSet(ids: readonly string[]): Set<string> {
  let set = sets.get(ids);
  if (!set) {
    set = new Set(ids);
    sets.set(ids, set);
  }
  return set;
}
