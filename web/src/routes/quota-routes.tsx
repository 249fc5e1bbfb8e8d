import { P, QuotaEntityType } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { QuotaListPage } from '../features/quota/quota-list-page.tsx';
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
  component: QuotaListPage,
});
