import type { TopicListView } from '@console/contract';
import { readJson, writeJson } from '../../lib/storage.ts';

// 'Keep search' of the topic list (spec §2.2 item 2): the search and view are remembered per
// cluster in localStorage and used when the list is opened without its own search in the URL.

const KEY = 'topicListSearch';

export interface KeptSearch {
  search: string;
  topicListView: TopicListView;
}

export function readKeptSearch(clusterId: string): KeptSearch | undefined {
  return readJson<Record<string, KeptSearch>>(localStorage, KEY)?.[clusterId];
}

export function keepSearch(clusterId: string, kept: KeptSearch | undefined): void {
  const all = readJson<Record<string, KeptSearch>>(localStorage, KEY) ?? {};
  if (kept) all[clusterId] = kept;
  else delete all[clusterId];
  writeJson(localStorage, KEY, all);
}
