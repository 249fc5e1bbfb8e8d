import type { QueryClient } from '@tanstack/react-query';
import { savedTopicDeserializers } from '../settings/topic-deserializers.ts';
import { topicDataQueries } from './topic-data-queries.ts';
import { hasChoice, isSearch, readSearch, type Sort, serverQuery } from './topic-data-search.ts';

/**
 * The data tab's first page and partitions, asked for by the topic route's loader beside the
 * topic itself (issue 17): the tab is shown only once the topic is known, and asking then made
 * its rows wait for two answers one after the other. The query is the tab's own (URL, the
 * topic's remembered deserializers, the default sort); a search is left to the tab (a stream).
 * Asked before the topic is known to exist: a missing topic is the page's not-found state.
 */
export function prefetchTopicData(
  client: QueryClient,
  cluster: string,
  topic: string,
  raw: Record<string, unknown>,
  defaultSort: Sort,
): void {
  const { search } = readSearch(raw);
  const saved = hasChoice(search) ? undefined : savedTopicDeserializers(cluster, topic);
  const chosen = saved ? { ...search, ...saved } : search;
  if (isSearch(chosen)) return;
  const quiet = { meta: { quietWhenMissing: true } };
  void client.prefetchQuery({
    ...topicDataQueries.page(cluster, topic, serverQuery(chosen, defaultSort)),
    ...quiet,
  });
  void client.prefetchQuery({ ...topicDataQueries.partitions(cluster, topic), ...quiet });
}
