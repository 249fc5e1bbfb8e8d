import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataQuery, topicDataKeys, topicDataQueries } from './topic-data-queries.ts';
import { IDLE_SEARCH, type SearchState } from './topic-data-search-state.ts';

// The search state machine of spec §4: idle → searching (percent, Stop) → ended at 100 %. The
// stream is a query (topic-data-queries.ts), so leaving the page cancels it and its errors are
// shown in the one place; Stop cancels it and keeps what was found.

export interface TopicSearch extends SearchState {
  running: boolean;
  /** Ended by itself (searchEnd), not stopped or failed. */
  ended: boolean;
  error: Error | null;
  stop: () => void;
}

export function useTopicSearch(
  clusterId: string,
  topic: string,
  query: DataQuery,
  enabled: boolean,
): TopicSearch {
  const client = useQueryClient();
  const search = useQuery({ ...topicDataQueries.search(clusterId, topic, query), enabled });
  const state = (enabled ? search.data : undefined) ?? IDLE_SEARCH;
  const running = enabled && search.fetchStatus === 'fetching';
  return {
    ...state,
    running,
    ended: enabled && !running && search.isSuccess && state.percent === 100,
    error: enabled ? search.error : null,
    stop: () => {
      void client.cancelQueries({ queryKey: topicDataKeys.search(clusterId, topic, query) });
    },
  };
}
