import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// SCRAM users (issue 16): the search lives in the URL.
export const scramListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'scram-user',
  staticData: { title: 'Users' },
  validateSearch: z.object({ search: z.string().optional() }),
  beforeLoad: ({ context }) => requirePermission(context, P.SCRAM_USER.READ),
  // The page loads on demand, outside the initial JavaScript (issue 17).
  component: lazyRouteComponent(() => import('../features/scram-user/scram-list-page.tsx'), 'ScramListPage'),
});
