import { P, QuotaEntityType } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Client quotas (issue 16): the entity type filter and the search live in the URL.
export const quotaListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'quota',
  staticData: { title: 'Quotas' },
  validateSearch: z.object({
    type: QuotaEntityType.optional().catch(undefined),
    search: z.string().optional(),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.QUOTA.READ),
  // The page loads on demand, outside the initial JavaScript (issue 17).
  component: lazyRouteComponent(() => import('../features/quota/quota-list-page.tsx'), 'QuotaListPage'),
});
