import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Produce and copy (spec §2.4); the data tab itself is rendered inside the topic detail page.
const title = { title: 'Topics' };

export const topicProduceRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/produce',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC_DATA.CREATE),
  component: lazyRouteComponent(() => import('../features/topic-data/produce-page.tsx'), 'ProducePage'),
});

export const topicCopyRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/copy',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC_DATA.CREATE),
  component: lazyRouteComponent(() => import('../features/topic-data/copy-page.tsx'), 'CopyPage'),
});

export const topicDataRoutes = [topicProduceRoute, topicCopyRoute] as const;
