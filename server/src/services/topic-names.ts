import type { TopicListView } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { nameOrderOf } from './name-order.ts';
import {
  compareTopicNames,
  isStreamTopic,
  searchMatcher,
  shownByView,
  type TopicKinds,
} from './topic-filter.ts';
import type { ClusterSnapshot } from './topic-metadata.ts';

// The topic list's names after search and view, in name order, from one metadata snapshot. The
// order is kept between requests (name-order.ts) and what the name patterns say of each name is
// remembered, so a request over 10,000 topics walks the names once and sorts only new ones.

/** Per name: internal by a configured pattern (bit 1), stream topic (bit 2). */
const patternFlags = new WeakMap<TopicKinds, Map<string, number>>();

function flagsOf(kinds: TopicKinds, snapshot: ClusterSnapshot): (name: string) => number {
  let flags = patternFlags.get(kinds);
  // Names of deleted topics would pile up on a cluster where topics come and go.
  if (!flags || flags.size > 2 * snapshot.topics.size + 1000) {
    flags = new Map();
    patternFlags.set(kinds, flags);
  }
  const known = flags;
  return (name) => {
    let f = known.get(name);
    if (f === undefined) {
      f = (kinds.internalPatterns.some((p) => p.test(name)) ? 1 : 0) | (isStreamTopic(kinds, name) ? 2 : 0);
      known.set(name, f);
    }
    return f;
  };
}

/**
 * Names of the list after search and view, sorted case-insensitively (compareTopicNames).
 * `admin` keeps the order between requests; without it (one-off callers) the names are sorted here.
 */
export function listedNames(
  snapshot: ClusterSnapshot,
  kinds: TopicKinds,
  view: TopicListView,
  search?: string,
  admin?: Admin,
): string[] {
  if (!admin) return namesOf(snapshot, kinds, view, search);
  // The whole cluster's snapshot is the same object while the cluster's metadata is unchanged
  // (topic-metadata.ts): the requests that get the same one share its filtered names (a copy each:
  // callers may sort or reverse theirs).
  let memo = listed.get(snapshot);
  if (memo?.kinds !== kinds) {
    memo = { kinds, names: new Map() };
    listed.set(snapshot, memo);
  }
  const key = `${view}\u0000${search ?? ''}`;
  let names = memo.names.get(key);
  if (!names) {
    names = namesOf(snapshot, kinds, view, search, admin);
    // A snapshot may be kept for hours: searches typed letter by letter must not pile up.
    if (memo.names.size >= KEPT_SEARCHES) memo.names.clear();
    memo.names.set(key, names);
  }
  return [...names];
}

/** Filtered name lists kept per snapshot (views and searches); all are dropped past this. */
const KEPT_SEARCHES = 16;

const listed = new WeakMap<ClusterSnapshot, { kinds: TopicKinds; names: Map<string, string[]> }>();

function namesOf(
  snapshot: ClusterSnapshot,
  kinds: TopicKinds,
  view: TopicListView,
  search?: string,
  admin?: Admin,
): string[] {
  const ordered = admin
    ? nameOrderOf(admin, 'topics', compareTopicNames).of(snapshot.topics)
    : [...snapshot.topics.keys()].sort(compareTopicNames);
  const matches = searchMatcher(search);
  const flags = flagsOf(kinds, snapshot);
  const names: string[] = [];
  for (const name of ordered) {
    if (!matches(name)) continue;
    if (view !== 'ALL') {
      const f = flags(name);
      const internal = (f & 1) !== 0 || snapshot.topics.get(name)?.kafkaInternal === true;
      if (!shownByView(view, internal, (f & 2) !== 0)) continue;
    }
    names.push(name);
  }
  return names;
}
