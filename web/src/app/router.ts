import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { aclRoutes } from '../routes/acls-routes.tsx';
import { clusterRoute } from '../routes/cluster-route.tsx';
import { clusterInfoRoute } from '../routes/cluster-routes.tsx';
import { connectRoutes } from '../routes/connect-routes.tsx';
import { groupRoutes } from '../routes/group-routes.tsx';
import { ksqldbRoutes } from '../routes/ksqldb-routes.tsx';
import { nodeDetailRoute, nodeListRoute } from '../routes/node-routes.tsx';
import { clusterHomeRoute, overviewRoute } from '../routes/overview-routes.tsx';
import { quotaListRoute } from '../routes/quota-routes.tsx';
import { reassignRoute } from '../routes/reassign-routes.tsx';
import { rootRoute } from '../routes/root-route.tsx';
import { schemaRoutes } from '../routes/schema-routes.tsx';
import { scramListRoute } from '../routes/scram-routes.tsx';
import { settingsRoute } from '../routes/settings-route.tsx';
import { shareGroupRoutes } from '../routes/share-group-routes.tsx';
import { streamsGroupRoute } from '../routes/streams-group-routes.tsx';
import { tailRoute } from '../routes/tail-routes.tsx';
import { topicDataRoutes } from '../routes/topic-data-routes.tsx';
import { topicRoutes } from '../routes/topic-routes.tsx';
import {
  homeRoute,
  loginRoute,
  notFoundRoute,
  uiIndexRoute,
  uiRoute,
  unauthorizedRoute,
} from '../routes/ui-routes.tsx';
import { basePath } from './config.ts';

const routeTree = rootRoute.addChildren([
  homeRoute,
  uiRoute.addChildren([
    uiIndexRoute,
    unauthorizedRoute,
    loginRoute,
    notFoundRoute,
    clusterRoute.addChildren([
      clusterHomeRoute,
      overviewRoute,
      nodeListRoute,
      nodeDetailRoute,
      clusterInfoRoute,
      streamsGroupRoute,
      ...topicDataRoutes,
      ...topicRoutes,
      reassignRoute,
      ...groupRoutes,
      ...shareGroupRoutes,
      tailRoute,
      ...aclRoutes,
      quotaListRoute,
      scramListRoute,
      ...schemaRoutes,
      ...ksqldbRoutes,
      ...connectRoutes,
      settingsRoute,
    ]),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: basePath || '/',
    context: { queryClient },
    // Unknown paths anywhere (even under a cluster) show page-not-found without the sidebar.
    notFoundMode: 'root',
    // A hovered link loads its page's code and starts its first request (route loaders); the
    // query cache decides what is fresh, so the router keeps no loader cache of its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Section name shown in the page title: '<title> | Kafka Console'. */
    title?: string;
  }
}
