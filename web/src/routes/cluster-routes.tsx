import { P } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { ClusterPage } from '../features/cluster/cluster-page.tsx';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// The KRaft quorum and feature levels (issue 16); the tab is part of the path.
export const clusterInfoRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'cluster/{-$tab}',
  staticData: { title: 'Cluster' },
  beforeLoad: ({ context }) => requirePermission(context, P.CLUSTER.READ),
  component: ClusterPage,
});
