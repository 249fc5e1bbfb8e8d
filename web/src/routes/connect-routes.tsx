import { ConnectSort, P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Kafka Connect (spec §2.10), one Connect cluster per `connectId`. Search and page live in the URL.
export const connectListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'connect/$connectId',
  staticData: { title: 'Connect' },
  validateSearch: z.object({
    search: z.string().optional().catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    sort: ConnectSort.optional().catch(undefined),
    desc: z.boolean().optional().catch(undefined),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.CONNECTOR.READ),
  component: lazyRouteComponent(() => import('../features/connect/connect-list-page.tsx'), 'ConnectListPage'),
});

export const connectCreateRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'connect/$connectId/create',
  staticData: { title: 'Connect' },
  beforeLoad: ({ context }) => requirePermission(context, P.CONNECTOR.CREATE),
  component: lazyRouteComponent(
    () => import('../features/connect/connect-create-page.tsx'),
    'ConnectCreatePage',
  ),
});

export const connectDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'connect/$connectId/definition/$name/{-$tab}',
  staticData: { title: 'Connect' },
  beforeLoad: ({ context }) => requirePermission(context, P.CONNECTOR.READ),
  component: lazyRouteComponent(
    () => import('../features/connect/connect-detail-page.tsx'),
    'ConnectDetailPage',
  ),
});

export const connectRoutes = [connectListRoute, connectCreateRoute, connectDetailRoute] as const;
