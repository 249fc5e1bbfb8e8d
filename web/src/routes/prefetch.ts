import { can, type FlatRoles, type GroupSort, P } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import { groupQueries } from '../features/group/group-queries.ts';
import { nodeQueries } from '../features/node/node-queries.ts';
import { sessionQueries } from '../features/session/session-queries.ts';
import { fromServerOptions, mergeSettings, readStoredSettings } from '../features/settings/ui-settings.ts';
import { readKeptSearch } from '../features/topic/topic-list-search.ts';
import { type TopicListParams, topicQueries } from '../features/topic/topic-queries.ts';

// Route loaders start a page's first request while its code is still downloading (issue 17:
// the fetch and the chunk load run side by side instead of one after the other). Each asks for
// exactly what the page will ask for, with the page's own query options, so the page finds the
// request under way; should a page change what it asks, the cost is one request too many, not a
// wrong screen. Nothing here is awaited by the page: it shows its own loading state.

type Search = Record<string, unknown>;

/** The topic list's first page, as TopicListPage computes it (URL, kept search, UI settings). */
export async function prefetchTopicList(client: QueryClient, cluster: string, search: Search) {
  const settings = await settingsOf(client, cluster);
  if (!settings) return;
  const kept = readKeptSearch(cluster);
  const params: TopicListParams = {
    search: (search.search as string | undefined) ?? kept?.search ?? '',
    show:
      (search.topicListView as TopicListParams['show'] | undefined) ??
      kept?.topicListView ??
      settings.topic.defaultView,
    page: (search.page as number | undefined) ?? 1,
    pageSize: (search.uiPageSize as number | undefined) ?? 25,
    sort: search.sort as TopicListParams['sort'],
    order: search.order as TopicListParams['order'],
    only: search.only as TopicListParams['only'],
  };
  // Once the list and the page's code are in (its rows are then rendered before the browser is
  // idle), the data tab's prefetch code is loaded: a click on a topic then asks for its records at
  // once, instead of after that code was fetched behind the topic page's first render (~60-120 ms
  // of an SPA navigation to a topic's data, issue 17).
  const page = import('../features/topic/topic-list-page.tsx');
  void Promise.all([client.prefetchQuery(topicQueries.list(cluster, params)), page]).then(() =>
    whenIdle(loadTopicDataPrefetch),
  );
}

let topicDataPrefetch: typeof import('../features/topic-data/prefetch-data.ts') | undefined;
const loadTopicDataPrefetch = () =>
  import('../features/topic-data/prefetch-data.ts').then((module) => {
    topicDataPrefetch = module;
    return module;
  });
const whenIdle = (run: () => unknown) =>
  'requestIdleCallback' in window ? requestIdleCallback(() => void run()) : setTimeout(() => void run(), 200);

/** The group list's page, as GroupListPage asks for it (a list filtered by type is left to the page). */
export function prefetchGroupList(client: QueryClient, cluster: string, search: Search) {
  if (search.type !== undefined) return;
  const sort = search.sort as GroupSort | undefined;
  const order = (search.order as 'asc' | 'desc' | undefined) ?? 'asc';
  const listSort = sort ? { sort, order } : undefined;
  void client.prefetchQuery(
    groupQueries.list(
      cluster,
      (search.search as string | undefined) ?? '',
      (search.page as number | undefined) ?? 1,
      listSort,
    ),
  );
}

/** A node's page waits for the node before its tab asks for its data: both leave at once here. */
export function prefetchNode(client: QueryClient, cluster: string, nodeId: string, tab: string | undefined) {
  void client.prefetchQuery(nodeQueries.one(cluster, nodeId));
  // Asked before the node is known to exist: a missing node is the page's not-found state, not a toast.
  const quiet = { meta: { quietWhenMissing: true } };
  if (tab === 'configs') void client.prefetchQuery({ ...nodeQueries.configs(cluster, nodeId), ...quiet });
}

/** The UI settings the topic list and the data tab start from (undefined: the options could not be read). */
async function settingsOf(client: QueryClient, cluster: string) {
  // The page reads the same options (and reports their failure): here a failure only skips the prefetch.
  const server = await client.ensureQueryData(sessionQueries.uiOptions(cluster)).catch(() => undefined);
  return server ? mergeSettings(fromServerOptions(server), readStoredSettings(cluster)) : undefined;
}

/** The UI settings, when the options were read already (what settingsOf resolves to, without waiting). */
function settingsAtHand(client: QueryClient, cluster: string) {
  const server = client.getQueryData(sessionQueries.uiOptions(cluster).queryKey);
  return server ? mergeSettings(fromServerOptions(server), readStoredSettings(cluster)) : undefined;
}

/**
 * A topic's page asks for the topic itself whatever its tab; its data tab (the default tab) for
 * its first page, which is asked for here too so both travel at once (the tab's code is part of
 * the page's chunk, so its import is under way already).
 */
export async function prefetchTopic(
  client: QueryClient,
  context: { roles: FlatRoles },
  cluster: string,
  topic: string,
  tab: string | undefined,
  search: Search,
) {
  void client.prefetchQuery(topicQueries.one(cluster, topic));
  if ((tab !== undefined && tab !== 'data') || !can(context.roles, P.TOPIC_DATA.READ)) return;
  // With the code and the settings at hand (an SPA navigation), the records are asked for now,
  // beside the topic: awaited, even a loaded module's import resolves only after the tasks queued
  // before it, i.e. after the new page's first render (~60-100 ms later).
  const known = topicDataPrefetch && settingsAtHand(client, cluster);
  const [settings, data] = known
    ? [known, topicDataPrefetch]
    : await Promise.all([settingsOf(client, cluster), loadTopicDataPrefetch()]);
  if (!settings || !data) return;
  data.prefetchTopicData(
    client,
    cluster,
    topic,
    search,
    settings.topicData.sort === 'NEWEST' ? 'Newest' : 'Oldest',
  );
}
