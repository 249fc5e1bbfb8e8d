import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// The KRaft quorum and feature levels (issue 16); the tab is part of the path.
export const clusterInfoRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'cluster/{-$tab}',
  staticData: { title: 'Cluster' },
  beforeLoad: ({ context }) => requirePermission(context, P.CLUSTER.READ),
  // The page loads on demand, outside the initial JavaScript (issue 17).
  component: lazyRouteComponent(() => import('../features/cluster/cluster-page.tsx'), 'ClusterPage'),
});
