import type { TopicListView } from '@console/contract';

// Which topics a list shows (akhq-api.md §7.1 step 2): search words, the list view, and the
// internal/stream name patterns of the config. Pure, so it is unit tested without Kafka.

export interface TopicKinds {
  internalPatterns: readonly RegExp[];
  streamPatterns: readonly RegExp[];
}

export function topicKinds(internal: readonly string[], stream: readonly string[]): TopicKinds {
  return {
    internalPatterns: internal.map((p) => new RegExp(p)),
    streamPatterns: stream.map((p) => new RegExp(p)),
  };
}

export function isInternalTopic(kinds: TopicKinds, name: string, kafkaInternal: boolean): boolean {
  return kafkaInternal || kinds.internalPatterns.some((p) => p.test(name));
}

export function isStreamTopic(kinds: TopicKinds, name: string): boolean {
  return kinds.streamPatterns.some((p) => p.test(name));
}

/** Space-separated words, all of which must be contained, case-insensitively; empty matches all. */
export function matchesSearch(name: string, search: string | undefined): boolean {
  return searchMatcher(search)(name);
}

/** matchesSearch with the words split once, for a whole list. */
export function searchMatcher(search: string | undefined): (name: string) => boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (name) => {
    const lower = name.toLowerCase();
    return words.every((w) => lower.includes(w));
  };
}

export function shownByView(view: TopicListView, internal: boolean, stream: boolean): boolean {
  switch (view) {
    case 'ALL':
      return true;
    case 'HIDE_INTERNAL':
      return !internal;
    case 'HIDE_STREAM':
      return !stream;
    case 'HIDE_INTERNAL_STREAM':
      return !internal && !stream;
  }
}

/** Case-insensitive name order, ties broken by the exact name so the order is stable. */
export function compareTopicNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
