import type { DataSort, DateTimeFormat, TopicListView } from '@console/contract';

// Display texts of the enums of spec §3, shared by the search bar and the settings page.

export const TOPIC_LIST_VIEW_LABELS: Record<TopicListView, string> = {
  ALL: 'Show all topics',
  HIDE_INTERNAL: 'Hide internal topics',
  HIDE_INTERNAL_STREAM: 'Hide internal & stream topics',
  HIDE_STREAM: 'Hide stream topics',
};

export const DATA_SORT_LABELS: Record<DataSort, string> = { OLDEST: 'Oldest', NEWEST: 'Newest' };

export const DATE_TIME_FORMAT_LABELS: Record<DateTimeFormat, string> = { RELATIVE: 'Relative', ISO: 'ISO' };

/** `{ value, label }` items for a Select, in the record's order. */
export function options<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}
