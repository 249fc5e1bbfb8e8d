import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// A streams group (KIP-1071); the consumer-groups list links its streams-type rows here.
export const streamsGroupRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'streams-group/$groupId/{-$tab}',
  staticData: { title: 'Consumer Groups' },
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.READ),
  // The page loads on demand, outside the initial JavaScript (issue 17).
  component: lazyRouteComponent(
    () => import('../features/streams-group/streams-group-page.tsx'),
    'StreamsGroupPage',
  ),
});
