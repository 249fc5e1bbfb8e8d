import { P, SortOrder, TopicListView, TopicOnly, TopicSort } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';
import { prefetchTopic, prefetchTopicList } from './prefetch.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Topics (spec §2.4). The list's search, view, page and page size live in the URL; a stale or
// hand-edited value is dropped rather than breaking the page.
const title = { title: 'Topics' };

export const topicListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic',
  staticData: title,
  validateSearch: z.object({
    search: z.string().optional().catch(undefined),
    topicListView: TopicListView.optional().catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    uiPageSize: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
    sort: TopicSort.optional().catch(undefined),
    order: SortOrder.optional().catch(undefined),
    only: TopicOnly.optional().catch(undefined),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.READ),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchTopicList(context.queryClient, params.clusterId, deps),
  component: lazyRouteComponent(() => import('../features/topic/topic-list-page.tsx'), 'TopicListPage'),
});

export const topicCreateRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/create',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.CREATE),
  component: lazyRouteComponent(() => import('../features/topic/topic-create-page.tsx'), 'TopicCreatePage'),
});

export const topicIncreasePartitionRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/increasepartition',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC_DATA.CREATE),
  component: lazyRouteComponent(
    () => import('../features/topic/topic-increase-partition-page.tsx'),
    'TopicIncreasePartitionPage',
  ),
});

export const topicDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/{-$tab}',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.READ),
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  // Not awaited: the page shows its own loading state while the answers come.
  loader: ({ context, params, deps }) => {
    void prefetchTopic(context.queryClient, context, params.clusterId, params.topicId, params.tab, deps);
  },
  // The detail page and its data tab (another area's) come in one chunk, so the data tab opens at once.
  component: lazyRouteComponent(() => import('./topic-detail-view.tsx'), 'TopicDetailView'),
});

export const topicRoutes = [
  topicListRoute,
  topicCreateRoute,
  topicIncreasePartitionRoute,
  topicDetailRoute,
] as const;
