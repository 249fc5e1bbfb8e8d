import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Share groups (KIP-932, issue 16): a detail page with tabs and a reset page. They are listed on
// the consumer-groups screen (type filter `share`). Pages load on demand.
const title = { title: 'Share Groups' };

export const shareGroupResetRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'share-group/$groupId/reset',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.UPDATE_OFFSET),
  component: lazyRouteComponent(
    () => import('../features/share-group/share-group-reset-page.tsx'),
    'ShareGroupResetPage',
  ),
});

export const shareGroupDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'share-group/$groupId/{-$tab}',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.READ),
  component: lazyRouteComponent(
    () => import('../features/share-group/share-group-detail-page.tsx'),
    'ShareGroupDetailPage',
  ),
});

export const shareGroupRoutes = [shareGroupResetRoute, shareGroupDetailRoute] as const;
