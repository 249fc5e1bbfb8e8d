import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';
import { prefetchNode } from './prefetch.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Nodes (spec §2.6). Sorting of the list lives in the URL so a shared link shows the same order.
export const nodeListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'node',
  staticData: { title: 'Nodes' },
  validateSearch: z.object({ sort: z.string().optional(), desc: z.boolean().optional() }),
  beforeLoad: ({ context }) => requirePermission(context, P.NODE.READ),
  component: lazyRouteComponent(() => import('../features/node/node-list-page.tsx'), 'NodeListPage'),
});

export const nodeDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'node/$nodeId/{-$tab}',
  staticData: { title: 'Nodes' },
  beforeLoad: ({ context }) => requirePermission(context, P.NODE.READ),
  loader: ({ context, params }) =>
    prefetchNode(context.queryClient, params.clusterId, params.nodeId, params.tab),
  component: lazyRouteComponent(() => import('../features/node/node-detail-page.tsx'), 'NodeDetailPage'),
});
