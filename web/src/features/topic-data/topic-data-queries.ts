import { topicOps } from '@console/contract/api/topic';
import { topicDataOps } from '@console/contract/api/topic-data';
import { restartEvents, type StreamEvent, searchEvents } from '@console/contract/events';
import { notifications } from '@mantine/notifications';
// `experimental_` only in name: streamedQuery is TanStack Query's documented way to show a stream
// as it arrives (pinned version; its contract is what is used here: fetching until the end, cancel).
import { queryOptions, experimental_streamedQuery as streamedQuery } from '@tanstack/react-query';
import { subjectNames } from '../../components/deserializer-choice/subject-names.ts';
import { ApiError, call, operationUrl } from '../../lib/api.ts';
import { openEvents } from '../../lib/event-stream.ts';
import type { DataQuery } from './topic-data-search.ts';
import { IDLE_SEARCH, type SearchState, searchStep } from './topic-data-search-state.ts';

export type { DataQuery } from './topic-data-search.ts';

/** Query keys and fetchers of the topic-data area (spec §7 "Topics"). */
export const topicDataKeys = {
  /**
   * Everything the console shows about the topics of a cluster: lists with their counts and last
   * records, partitions with their offsets, and every topic's data (the topic area's key space,
   * which holds ours). Writing records changes all of it, so the record changes refresh it whole:
   * only what is on screen is fetched again, the rest is fetched when next shown.
   */
  topics: (clusterId: string) => ['cluster', clusterId, 'topic'] as const,
  all: (clusterId: string, topic: string) => ['cluster', clusterId, 'topic', topic, 'data'] as const,
  page: (clusterId: string, topic: string, query: DataQuery) =>
    [...topicDataKeys.all(clusterId, topic), 'page', query] as const,
  search: (clusterId: string, topic: string, query: DataQuery) =>
    [...topicDataKeys.all(clusterId, topic), 'search', query] as const,
};

export const topicDataQueries = {
  page: (cluster: string, topic: string, query: DataQuery) =>
    queryOptions({
      queryKey: topicDataKeys.page(cluster, topic, query),
      queryFn: ({ signal }) => call(topicDataOps.page, { params: { cluster, topic }, query, signal }),
    }),
  /**
   * One record for the inspector: AKHQ's single-record call (the whole value, never cut), read
   * with the tab's deserializer choice. It answers the first record at or after the offset: the
   * inspector checks it is the one asked for.
   */
  record: (cluster: string, topic: string, partition: number, offset: number, choice: DataQuery) =>
    queryOptions({
      queryKey: [...topicDataKeys.all(cluster, topic), 'record', partition, offset, choice],
      queryFn: ({ signal }) =>
        call(topicDataOps.record, { params: { cluster, topic, partition, offset }, query: choice, signal }),
    }),
  /**
   * The search as a streamed query (spec §4): each event folds into the state as it arrives, the
   * query is fetching until `searchEnd`, cancelling it is Stop, and a refusal before the stream or
   * a `searchError` during it fails the query, so its message is shown like any failed call.
   */
  search: (cluster: string, topic: string, query: DataQuery) =>
    queryOptions({
      queryKey: topicDataKeys.search(cluster, topic, query),
      queryFn: streamedQuery<StreamEvent<typeof searchEvents>, SearchState>({
        streamFn: ({ signal }) => searchStream(cluster, topic, query, signal),
        reducer: searchStep,
        initialValue: IDLE_SEARCH,
      }),
      // A search shown again starts again: a stopped or left one would show partial results as final.
      staleTime: 0,
    }),
  partitions: (cluster: string, topic: string) =>
    queryOptions({
      queryKey: [...topicDataKeys.all(cluster, topic), 'partitions'],
      queryFn: ({ signal }) => call(topicOps.partitions, { params: { cluster, topic }, signal }),
    }),
  /** The produce form's key and value schema pickers; none when the registry cannot be read. */
  subjects: subjectNames,
};

export const RESTARTED_DURING_SEARCH =
  'The server restarted during the search, so what it found so far is incomplete; press Refresh (↻) to run it again';

async function* searchStream(cluster: string, topic: string, query: DataQuery, signal: AbortSignal) {
  const events = await openEvents(
    topicDataOps.search,
    { params: { cluster, topic }, query, signal },
    { ...searchEvents, ...restartEvents },
  );
  // Running again: the restart's sticky toast (lib/notify.ts names it by kind and message) is stale.
  notifications.hide(`error:${RESTARTED_DURING_SEARCH}`);
  for await (const event of events) {
    if (event.event === 'searchError') throw new ApiError(500, event.data.message);
    // A search is not resumed by itself (its partial results would read as final): say so, and
    // how to run it again (Refresh reads the tab's queries again, the search with them).
    if (event.event === 'serverRestart') throw new ApiError(503, RESTARTED_DURING_SEARCH);
    yield event;
    if (event.event === 'searchEnd') return;
  }
}

/**
 * Checks a CEL filter before it is applied: the server compiles it before reading anything and
 * answers 400 naming the position of a syntax error; a search it accepted is closed at once.
 */
export async function checkFilter(cluster: string, topic: string, filter: string): Promise<void> {
  const stop = new AbortController();
  try {
    const events = await openEvents(
      topicDataOps.search,
      { params: { cluster, topic }, query: { filter, size: '1' }, signal: stop.signal },
      searchEvents,
    );
    await events.return(undefined);
  } finally {
    stop.abort();
  }
}

/** Where "Download query result" goes: the browser saves the server's attachment. */
export function downloadUrl(cluster: string, topic: string, query: DataQuery): string {
  return operationUrl(topicDataOps.download, { params: { cluster, topic }, query });
}
