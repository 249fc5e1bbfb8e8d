import { Deserializer } from '@console/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';

// The deserializer choice remembered per topic (issue 14): the data tab applies a topic's saved
// choice when its URL names none, and saves what the user picks; the settings page lists and
// forgets them. Kept in this browser, per cluster, under the names of the query parameters.

export const TopicDeserializers = z.object({
  keyDeserializer: Deserializer.optional(),
  keySubject: z.string().optional(),
  keyProtobufType: z.string().optional(),
  valueDeserializer: Deserializer.optional(),
  valueSubject: z.string().optional(),
  valueProtobufType: z.string().optional(),
});
export type TopicDeserializers = z.infer<typeof TopicDeserializers>;

type Stored = Record<string, Record<string, unknown>>;

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKeys.topicDeserializers) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

const readAll = () => readJson<Stored>(localStorage, storageKeys.topicDeserializers) ?? {};

function clean(choice: TopicDeserializers): TopicDeserializers | undefined {
  const entries = Object.entries(choice).filter(([, v]) => v !== undefined && v !== '' && v !== 'AUTO');
  return entries.some(([k]) => k === 'keyDeserializer' || k === 'valueDeserializer')
    ? (Object.fromEntries(entries) as TopicDeserializers)
    : undefined;
}

/** Every topic of a cluster with a remembered choice, by name. */
export function listTopicDeserializers(clusterId: string): [string, TopicDeserializers][] {
  const all = readAll()[clusterId] ?? {};
  return Object.entries(all)
    .map(([topic, raw]) => [topic, TopicDeserializers.safeParse(raw)] as const)
    .filter(([, parsed]) => parsed.success)
    .map(
      ([topic, parsed]) =>
        [topic, clean(parsed.data as TopicDeserializers) ?? {}] as [string, TopicDeserializers],
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Saves a topic's choice; one without any deserializer (all automatic) forgets the topic. */
export function saveTopicDeserializers(clusterId: string, topic: string, choice: TopicDeserializers): void {
  const all = readAll();
  const cluster = { ...(all[clusterId] ?? {}) };
  const kept = clean(choice);
  if (kept) cluster[topic] = kept;
  else delete cluster[topic];
  writeJson(localStorage, storageKeys.topicDeserializers, { ...all, [clusterId]: cluster });
  changed();
}

/** A topic's remembered choice, read once (the live tail opens its stream with it). */
export function savedTopicDeserializers(clusterId: string, topic: string): TopicDeserializers | undefined {
  const parsed = TopicDeserializers.safeParse(readAll()[clusterId]?.[topic]);
  return parsed.success ? clean(parsed.data) : undefined;
}

/** A topic's remembered choice (undefined: none), kept current when it is saved or forgotten. */
export function useTopicDeserializers(clusterId: string, topic: string) {
  const current = useSyncExternalStore(subscribe, () => version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` changes when the store does.
  const saved = useMemo(() => {
    const parsed = TopicDeserializers.safeParse(readAll()[clusterId]?.[topic]);
    return parsed.success ? clean(parsed.data) : undefined;
  }, [clusterId, topic, current]);
  const save = useCallback(
    (choice: TopicDeserializers) => saveTopicDeserializers(clusterId, topic, choice),
    [clusterId, topic],
  );
  return { saved, save };
}

/** The remembered choices of a cluster, for the settings page. */
export function useTopicDeserializerList(clusterId: string): [string, TopicDeserializers][] {
  useSyncExternalStore(subscribe, () => version);
  return listTopicDeserializers(clusterId);
}
