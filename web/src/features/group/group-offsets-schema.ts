import type {
  ConsumerGroupOffset,
  GroupOffsetDraft,
  GroupOffsetUpdate,
  GroupTimeOffset,
  GroupTopicDraft,
} from '@console/contract';

// What the Update Offsets buttons do to the form's values, as pure functions. The form's rules
// (spec §5) are the contract's GroupOffsetsForm schema; these only move values within them.

/** One draft per topic, each partition starting at its committed offset. */
export function draftFrom(offsets: readonly ConsumerGroupOffset[]): GroupTopicDraft[] {
  const topics = new Map<string, GroupOffsetDraft[]>();
  for (const o of offsets) {
    if (o.firstOffset === undefined || o.lastOffset === undefined) continue;
    const list = topics.get(o.topic) ?? [];
    list.push({
      partition: o.partition,
      first: o.firstOffset,
      last: o.lastOffset,
      ...(o.offset === undefined ? {} : { current: o.offset }),
      value: String(o.offset ?? o.firstOffset),
    });
    topics.set(o.topic, list);
  }
  return [...topics].map(([topic, partitions]) => ({ topic, checked: false, partitions }));
}

const mapPartitions = (
  draft: GroupTopicDraft[],
  f: (p: GroupOffsetDraft, topic: string) => string,
): GroupTopicDraft[] =>
  draft.map((t) => ({ ...t, partitions: t.partitions.map((p) => ({ ...p, value: f(p, t.topic) })) }));

export const setChecked = (draft: GroupTopicDraft[], checked: boolean): GroupTopicDraft[] =>
  draft.map((t) => ({ ...t, checked }));

export const resetToFirst = (draft: GroupTopicDraft[]) => mapPartitions(draft, (p) => String(p.first));
export const resetToLast = (draft: GroupTopicDraft[]) => mapPartitions(draft, (p) => String(p.last));

/** Moves every partition N offsets from its committed one (or its first), kept within first..last. */
export function shiftBy(draft: GroupTopicDraft[], n: number): GroupTopicDraft[] {
  return mapPartitions(draft, (p) => String(Math.min(p.last, Math.max(p.first, (p.current ?? p.first) + n))));
}

/** Offsets found at a time; a partition with no record after it goes to its last offset. */
export function applyTimeOffsets(
  draft: GroupTopicDraft[],
  found: readonly GroupTimeOffset[],
): GroupTopicDraft[] {
  const at = new Map(found.map((f) => [`${f.topic}\u0000${f.partition}`, f.offset]));
  return mapPartitions(draft, (p, topic) => String(at.get(`${topic}\u0000${p.partition}`) ?? p.last));
}

/** The request body: every partition of the checked topics. */
export function toUpdates(draft: GroupTopicDraft[]): GroupOffsetUpdate[] {
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
export function preview(draft: GroupTopicDraft[]): PreviewRow[] {
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
