import { createRoute } from '@tanstack/react-router';
import { sessionQueries } from '../features/session/session-queries.ts';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { clusterRoute } from './cluster-route.tsx';

// Per-cluster UI options (spec §2.13); always available, whatever the roles.
export const settingsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'settings',
  staticData: { title: 'Settings' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(sessionQueries.uiOptions(params.clusterId)),
  component: SettingsPage,
});
