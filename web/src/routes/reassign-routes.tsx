import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Partition reassignment of a topic (issue 16), loaded on demand.
export const reassignRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'topic/$topicId/reassign',
  staticData: { title: 'Topics' },
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC.REASSIGN),
  component: lazyRouteComponent(() => import('../features/reassign/reassign-page.tsx'), 'ReassignPage'),
});
