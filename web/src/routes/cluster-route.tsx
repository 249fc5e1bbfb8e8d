import { createRoute, redirect } from '@tanstack/react-router';
import { ClusterLayout } from '../features/layout/cluster-layout.tsx';
import { flattenRoles } from '../features/session/roles.ts';
import { uiRoute } from './ui-routes.tsx';

// Every page of one cluster: inside the layout with the sidebar; roles are flattened for this cluster.
export const clusterRoute = createRoute({
  getParentRoute: () => uiRoute,
  path: '$clusterId',
  beforeLoad: ({ context, params }) => {
    const { clusters, me } = context.session;
    if (!clusters) throw redirect({ to: '/ui/login', replace: true });
    const cluster = clusters.find((c) => c.id === params.clusterId);
    // Unknown cluster: a not-found naming it (issue 15), not a silent landing on another cluster.
    if (!cluster) {
      throw redirect({ to: '/ui/page-not-found', search: { cluster: params.clusterId }, replace: true });
    }
    return { cluster, clusters, roles: flattenRoles(me.roles, cluster.id) };
  },
  component: ClusterLayout,
});
