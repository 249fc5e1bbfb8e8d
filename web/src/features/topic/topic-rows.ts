import type { ConsumerGroup, LastRecord, Topic } from '@console/contract';

// Rows of the topic list: the topic from the list call, joined with the page's last records and
// consumer groups (fetched in two batched calls for the page's topics only).

export interface TopicGroupLag {
  id: string;
  state: string;
  lag: number;
}

export interface TopicRow extends Topic {
  lastRecord?: LastRecord;
  groups?: TopicGroupLag[];
}

/** The groups reading a topic with their lag on it (Σ offsetLag over its partitions). */
export function groupsOfTopic(topic: string, groups: readonly ConsumerGroup[]): TopicGroupLag[] {
  const result: TopicGroupLag[] = [];
  for (const group of groups) {
    const offsets = (group.offsets ?? []).filter((o) => o.topic === topic);
    const reads = offsets.length > 0 || group.topics?.includes(topic) || group.activeTopics?.includes(topic);
    if (!reads) continue;
    result.push({
      id: group.id,
      state: group.state,
      lag: offsets.reduce((sum, o) => sum + (o.offsetLag ?? 0), 0),
    });
  }
  return result.sort((a, b) => a.id.localeCompare(b.id));
}

export function toTopicRows(
  topics: readonly Topic[],
  lastRecords: Record<string, LastRecord> | undefined,
  groups: readonly ConsumerGroup[] | undefined,
): TopicRow[] {
  return topics.map((topic) => ({
    ...topic,
    ...(lastRecords?.[topic.name] ? { lastRecord: lastRecords[topic.name] } : {}),
    ...(groups ? { groups: groupsOfTopic(topic.name, groups) } : {}),
  }));
}

export const PAGE_SIZES = [10, 25, 50, 100, 150, 200] as const;

/** Page-size choices of spec §9, with the current size added when it is not one of them. */
export function pageSizeOptions(current: number): number[] {
  const sizes: number[] = [...PAGE_SIZES];
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b);
}
