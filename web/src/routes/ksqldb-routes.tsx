import { P } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Stream SQL (spec §2.11): the engine page with its tab (default streams; search and page in the URL),
// and the query and statement pages, which need KSQLDB EXECUTE, the same constant the server checks.
const title = { title: 'Stream SQL' };
const KsqlDbPage = lazyRouteComponent(() => import('../features/ksqldb/ksqldb-page.tsx'), 'KsqlDbPage');
const executePage = (mode: 'query' | 'statement') =>
  lazyRouteComponent(() =>
    import('../features/ksqldb/ksqldb-execute-page.tsx').then(({ KsqlDbExecutePage }) => ({
      default: () => <KsqlDbExecutePage mode={mode} />,
    })),
  );
const listSearch = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const ksqldbRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'ksqldb/$ksqldbId',
  staticData: title,
  validateSearch: listSearch,
  beforeLoad: ({ context }) => requirePermission(context, P.KSQLDB.READ),
  component: KsqlDbPage,
});

export const ksqldbTabRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'ksqldb/$ksqldbId/$tab',
  staticData: title,
  validateSearch: listSearch,
  beforeLoad: ({ context }) => requirePermission(context, P.KSQLDB.READ),
  component: KsqlDbPage,
});

export const ksqldbQueryRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'ksqldb/$ksqldbId/query',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.KSQLDB.EXECUTE),
  component: executePage('query'),
});

export const ksqldbStatementRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'ksqldb/$ksqldbId/statement',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.KSQLDB.EXECUTE),
  component: executePage('statement'),
});

export const ksqldbRoutes = [ksqldbRoute, ksqldbQueryRoute, ksqldbStatementRoute, ksqldbTabRoute] as const;
