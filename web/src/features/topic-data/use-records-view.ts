import type { DeletedWhileReading, TopicRecord } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { topicDataKeys, topicDataQueries } from './topic-data-queries.ts';
import { type DataQuery, type DataTabSearch, isSearch, type Sort, serverQuery } from './topic-data-search.ts';
import { type TopicSearch, useTopicSearch } from './use-topic-search.ts';

// The records the data tab shows, from a page (no record filters) or a search (text or CEL
// filters), and whether a next page exists (issue 14 item 5: 'Next page' was offered after the
// last record and led to an empty page).
// - A page: the server leaves the `after` link out once every selected record was examined, so
//   'Next page' is offered exactly when the page has one.
// - A search: the server stops at 50 matches; its final event carries the cursor of the last
//   record examined, or none when the range was read to its end. 'Search further' goes on from it.

export type NextState = 'none' | 'more';

export interface RecordsView {
  records: TopicRecord[];
  searching: boolean;
  search: TopicSearch;
  loading: boolean;
  /** Shown data being fetched again (after a refresh or a change elsewhere). */
  refreshing: boolean;
  error: Error | null;
  /** ≈ records in the selected range (pages only). */
  size?: number;
  canDeleteRecords: boolean;
  next: NextState;
  nextAfter?: string;
  query: DataQuery;
  /** Records retention deleted while they were being read: the read went on past them. */
  deleted: DeletedWhileReading[];
}

/** The offsets of the server's next-page URL (`...?after=0-41_1-17&...`). */
export function afterOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('after') ?? undefined;
}

export function useRecordsView(
  clusterId: string,
  topicId: string,
  search: DataTabSearch,
  defaultSort: Sort,
): RecordsView {
  const query = serverQuery(search, defaultSort);
  const searching = isSearch(search);
  const page = useQuery({ ...topicDataQueries.page(clusterId, topicId, query), enabled: !searching });
  const pageAfter = page.data?.results?.length ? afterOf(page.data.after) : undefined;
  const stream = useTopicSearch(clusterId, topicId, query, searching);
  const client = useQueryClient();
  const deleted = page.data?.deletedWhileReading;
  useEffect(() => {
    // Records were deleted under this read: pages read before may show them. Marked stale, each is
    // read again when next shown (First page, Back), not now.
    if (deleted?.length) {
      void client.invalidateQueries({ queryKey: topicDataKeys.all(clusterId, topicId), refetchType: 'none' });
    }
  }, [deleted, client, clusterId, topicId]);

  if (searching) {
    const more = stream.ended && stream.after !== undefined;
    return {
      records: stream.records,
      searching,
      search: stream,
      loading: stream.running && stream.records.length === 0,
      refreshing: false,
      error: stream.error,
      canDeleteRecords: page.data?.canDeleteRecords ?? false,
      next: more ? 'more' : 'none',
      nextAfter: more ? stream.after : undefined,
      query,
      deleted: stream.deleted,
    };
  }
  const next: NextState = pageAfter === undefined || page.isFetching ? 'none' : 'more';
  return {
    records: page.data?.results ?? [],
    searching,
    search: stream,
    loading: page.isPending,
    refreshing: page.isFetching && !page.isPending,
    error: page.error,
    size: page.data?.size,
    canDeleteRecords: page.data?.canDeleteRecords ?? false,
    next,
    nextAfter: next === 'more' ? pageAfter : undefined,
    query,
    deleted: page.data?.deletedWhileReading ?? [],
  };
}
