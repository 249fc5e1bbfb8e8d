import { P, SortOrder, TopicListView, TopicOnly, TopicSort } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TopicCreatePage } from '../features/topic/topic-create-page.tsx';
import { TopicDetailPage } from '../features/topic/topic-detail-page.tsx';
import { TopicIncreasePartitionPage } from '../features/topic/topic-increase-partition-page.tsx';
import { TopicListPage } from '../features/topic/topic-list-page.tsx';
import { TopicDataTab } from '../features/topic-data/index.ts';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

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
  component: TopicListPage,
});

export const topicCreateRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/create',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.CREATE),
  component: TopicCreatePage,
});

export const topicIncreasePartitionRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/increasepartition',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC_DATA.CREATE),
  component: TopicIncreasePartitionPage,
});

export const topicDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/{-$tab}',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.READ),
  component: () => <TopicDetailPage renderDataTab={(p) => <TopicDataTab {...p} />} />,
});

export const topicRoutes = [
  topicListRoute,
  topicCreateRoute,
  topicIncreasePartitionRoute,
  topicDetailRoute,
] as const;
