import { P } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NodeDetailPage } from '../features/node/node-detail-page.tsx';
import { NodeListPage } from '../features/node/node-list-page.tsx';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Nodes (spec §2.6). Sorting of the list lives in the URL so a shared link shows the same order.
export const nodeListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'node',
  staticData: { title: 'Nodes' },
  validateSearch: z.object({ sort: z.string().optional(), desc: z.boolean().optional() }),
  beforeLoad: ({ context }) => requirePermission(context, P.NODE.READ),
  component: NodeListPage,
});

export const nodeDetailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'node/$nodeId/{-$tab}',
  staticData: { title: 'Nodes' },
  beforeLoad: ({ context }) => requirePermission(context, P.NODE.READ),
  component: NodeDetailPage,
});
