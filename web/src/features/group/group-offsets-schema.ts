import type { ConsumerGroupOffset, GroupOffsetUpdate, GroupTimeOffset } from '@console/contract';

// The Update Offsets form as plain data and pure functions, so the rules (spec §5: each offset a
// required number from first to last offset; no topic checked refuses) are testable without a browser.

export interface PartitionDraft {
  partition: number;
  first: number;
  last: number;
  current?: number;
  /** What the input holds: '' while empty. */
  value: string;
}

export interface TopicDraft {
  topic: string;
  checked: boolean;
  partitions: PartitionDraft[];
}

export const NO_TOPIC_CHECKED = 'Unable to perform operation, no topics checked';

/** One draft per topic, each partition starting at its committed offset. */
export function draftFrom(offsets: readonly ConsumerGroupOffset[]): TopicDraft[] {
  const topics = new Map<string, PartitionDraft[]>();
  for (const o of offsets) {
    if (o.firstOffset === undefined || o.lastOffset === undefined) continue;
    const list = topics.get(o.topic) ?? [];
    list.push({
      partition: o.partition,
      first: o.firstOffset,
      last: o.lastOffset,
      current: o.offset,
      value: String(o.offset ?? o.firstOffset),
    });
    topics.set(o.topic, list);
  }
  return [...topics].map(([topic, partitions]) => ({ topic, checked: false, partitions }));
}

const mapPartitions = (draft: TopicDraft[], f: (p: PartitionDraft, topic: string) => string): TopicDraft[] =>
  draft.map((t) => ({ ...t, partitions: t.partitions.map((p) => ({ ...p, value: f(p, t.topic) })) }));

export const setChecked = (draft: TopicDraft[], checked: boolean, topic?: string): TopicDraft[] =>
  draft.map((t) => (topic === undefined || t.topic === topic ? { ...t, checked } : t));

export const resetToFirst = (draft: TopicDraft[]) => mapPartitions(draft, (p) => String(p.first));
export const resetToLast = (draft: TopicDraft[]) => mapPartitions(draft, (p) => String(p.last));

/** Moves every partition N offsets from its committed one (or its first), kept within first..last. */
export function shiftBy(draft: TopicDraft[], n: number): TopicDraft[] {
  return mapPartitions(draft, (p) => String(Math.min(p.last, Math.max(p.first, (p.current ?? p.first) + n))));
}

/** Offsets found at a time; a partition with no record after it goes to its last offset. */
export function applyTimeOffsets(draft: TopicDraft[], found: readonly GroupTimeOffset[]): TopicDraft[] {
  const at = new Map(found.map((f) => [`${f.topic}\u0000${f.partition}`, f.offset]));
  return mapPartitions(draft, (p, topic) => String(at.get(`${topic}\u0000${p.partition}`) ?? p.last));
}

export const setValue = (draft: TopicDraft[], topic: string, partition: number, value: string) =>
  draft.map((t) =>
    t.topic !== topic
      ? t
      : { ...t, partitions: t.partitions.map((p) => (p.partition === partition ? { ...p, value } : p)) },
  );

/** The rule of one input: required, a whole number, between first and last offset. */
export function offsetError(p: PartitionDraft): string | undefined {
  if (p.value.trim() === '') return 'Offset is required';
  const n = Number(p.value);
  if (!Number.isInteger(n)) return 'Offset must be a whole number';
  if (n < p.first || n > p.last) return `Offset must be between ${p.first} and ${p.last}`;
  return undefined;
}

export const hasErrors = (draft: TopicDraft[]) =>
  draft.some((t) => t.checked && t.partitions.some((p) => offsetError(p) !== undefined));

export function toUpdates(draft: TopicDraft[]): GroupOffsetUpdate[] {
  return draft
    .filter((t) => t.checked)
    .flatMap((t) =>
      t.partitions.map((p) => ({ topic: t.topic, partition: p.partition, offset: Number(p.value) })),
    );
}

export interface PreviewRow {
  topic: string;
  partition: number;
  current?: number;
  next: number;
  lagNow?: number;
  lagAfter: number;
}

/** What committing would change: new offset and resulting lag per checked partition. */
export function preview(draft: TopicDraft[]): PreviewRow[] {
  return draft
    .filter((t) => t.checked)
    .flatMap((t) =>
      t.partitions.map((p) => {
        const next = Number(p.value);
        return {
          topic: t.topic,
          partition: p.partition,
          ...(p.current === undefined ? {} : { current: p.current, lagNow: p.last - p.current }),
          next,
          lagAfter: p.last - next,
        };
      }),
    );
}
