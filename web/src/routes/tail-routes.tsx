import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Live tail (spec §2.5): `topicId` in the URL starts tailing that topic at once.
export const tailRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'tail',
  staticData: { title: 'Live Tail' },
  validateSearch: z.object({ topicId: z.string().optional() }),
  beforeLoad: ({ context }) => requirePermission(context, P.TOPIC_DATA.READ),
  component: lazyRouteComponent(() => import('../features/tail/tail-page.tsx'), 'TailPage'),
});
