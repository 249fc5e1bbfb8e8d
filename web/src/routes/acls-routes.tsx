import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// ACLs (spec §2.8): the principal travels base64-encoded in the path; tab defaults to topics.
export const aclListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'acls',
  staticData: { title: 'ACLS' },
  validateSearch: z.object({
    search: z.string().optional(),
    // The flat view of every binding (issue 15) and its filters.
    view: z.enum(['principals', 'bindings']).optional().catch(undefined),
    filter: z.string().optional(),
    type: z.string().optional(),
    permission: z.string().optional(),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.ACL.READ),
  component: lazyRouteComponent(() => import('../features/acls/acls-list-page.tsx'), 'AclsListPage'),
});

export const aclDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'acls/$principal/{-$tab}',
  staticData: { title: 'ACLS' },
  beforeLoad: ({ context }) => requirePermission(context, P.ACL.READ),
  component: lazyRouteComponent(() => import('../features/acls/acls-detail-page.tsx'), 'AclsDetailPage'),
});

export const aclRoutes = [aclListRoute, aclDetailRoute] as const;
