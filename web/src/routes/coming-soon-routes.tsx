import { P, type Permission } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/misc/coming-soon-page.tsx';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Areas not built yet. Each keeps its real path, title and permission so the sidebar and redirects
// work today; the issue that builds an area replaces its entry here with its own route file.

function placeholder<const TPath extends string>(path: TPath, title: string, permission: Permission) {
  return createRoute({
    getParentRoute: () => clusterRoute,
    path,
    staticData: { title },
    beforeLoad: ({ context }) => requirePermission(context, permission),
    component: () => <ComingSoonPage title={title} />,
  });
}

export const comingSoonRoutes = [] as const;
