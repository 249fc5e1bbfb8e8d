import { can, P } from '@console/contract';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { firstArea } from '../features/session/session.ts';
import { AREA_PATHS } from './area-paths.ts';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// The cluster overview (issue 15) is the cluster's home for those who may read its nodes; others
// still land on the first area they may read (spec §2.1), or on settings. The page and its charts
// load on demand: the initial JavaScript does not carry them.
const title = { title: 'Overview' };
const OverviewPage = lazyRouteComponent(
  () => import('../features/overview/overview-page.tsx'),
  'OverviewPage',
);

export const clusterHomeRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: '/',
  staticData: title,
  beforeLoad: ({ context, params }) => {
    if (can(context.roles, P.NODE.READ)) return;
    const area = firstArea(context.roles);
    throw redirect({ to: area ? AREA_PATHS[area] : '/ui/$clusterId/settings', params, replace: true });
  },
  component: OverviewPage,
});

export const overviewRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'overview',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.NODE.READ),
  component: OverviewPage,
});
