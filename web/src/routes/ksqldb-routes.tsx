import { P } from '@console/contract';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { KsqlDbExecutePage } from '../features/ksqldb/ksqldb-execute-page.tsx';
import { KsqlDbPage } from '../features/ksqldb/ksqldb-page.tsx';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Stream SQL (spec §2.11): the engine page with its tab (default streams; search and page in the URL),
// and the query and statement pages, which need KSQLDB EXECUTE, the same constant the server checks.
const title = { title: 'Stream SQL' };
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
  component: () => <KsqlDbExecutePage mode="query" />,
});

export const ksqldbStatementRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'ksqldb/$ksqldbId/statement',
  staticData: title,
  beforeLoad: ({ context }) => requirePermission(context, P.KSQLDB.EXECUTE),
  component: () => <KsqlDbExecutePage mode="statement" />,
});

export const ksqldbRoutes = [ksqldbRoute, ksqldbQueryRoute, ksqldbStatementRoute, ksqldbTabRoute] as const;
