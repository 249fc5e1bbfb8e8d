import { GroupSort, GroupType, P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';
import { prefetchGroupList } from './prefetch.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Consumer groups (spec §2.7). Search and page live in the URL; the offset screens need their own
// permissions on top of READ.
const title = { title: 'Consumer Groups' };

export const groupListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'group',
  staticData: title,
  validateSearch: z.object({
    search: z.string().optional(),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    sort: GroupSort.optional().catch(undefined),
    order: z.enum(['asc', 'desc']).optional().catch(undefined),
    type: GroupType.optional().catch(undefined),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.READ),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchGroupList(context.queryClient, params.clusterId, deps),
  component: lazyRouteComponent(() => import('../features/group/group-list-page.tsx'), 'GroupListPage'),
});

export const groupOffsetsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'group/$groupId/offsets',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.UPDATE_OFFSET),
  component: lazyRouteComponent(() => import('../features/group/group-offsets-page.tsx'), 'GroupOffsetsPage'),
});

export const groupOffsetsDeleteRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'group/$groupId/offsetsdelete',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.DELETE_OFFSET),
  component: lazyRouteComponent(
    () => import('../features/group/group-offsets-delete-page.tsx'),
    'GroupOffsetsDeletePage',
  ),
});

export const groupDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'group/$groupId/{-$tab}',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.CONSUMER_GROUP.READ),
  component: lazyRouteComponent(() => import('../features/group/group-detail-page.tsx'), 'GroupDetailPage'),
});

export const groupRoutes = [
  groupListRoute,
  groupOffsetsRoute,
  groupOffsetsDeleteRoute,
  groupDetailRoute,
] as const;
