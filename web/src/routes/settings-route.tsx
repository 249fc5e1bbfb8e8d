import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sessionQueries } from '../features/session/session-queries.ts';
import { clusterRoute } from './cluster-route.tsx';

// Per-cluster UI options (spec §2.13); always available, whatever the roles.
export const settingsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'settings',
  staticData: { title: 'Settings' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(sessionQueries.uiOptions(params.clusterId)),
  component: lazyRouteComponent(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
});
