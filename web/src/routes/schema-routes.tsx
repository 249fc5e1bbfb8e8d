import { P, SchemaSort } from '@console/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { clusterRoute } from './cluster-route.tsx';
import { requirePermission } from './guards.ts';

// Pages load on demand, keeping them out of the initial bundle (design §9 'web').
// Schema registry (spec §2.9). Search and page live in the URL, so Back reloads the list from it.
export const schemaListRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'schema',
  staticData: { title: 'Schema Registry' },
  validateSearch: z.object({
    search: z.string().optional().catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    sort: SchemaSort.optional().catch(undefined),
    desc: z.boolean().optional().catch(undefined),
  }),
  beforeLoad: ({ context }) => requirePermission(context, P.SCHEMA.READ),
  component: lazyRouteComponent(() => import('../features/schema/schema-list-page.tsx'), 'SchemaListPage'),
});

export const schemaCreateRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'schema/create',
  staticData: { title: 'Schema Registry' },
  beforeLoad: ({ context }) => requirePermission(context, P.SCHEMA.CREATE),
  component: lazyRouteComponent(
    () => import('../features/schema/schema-create-page.tsx'),
    'SchemaCreatePage',
  ),
});

/** The subject is URL-encoded in the path (spec §2.9); the router decodes it for the page. */
export const schemaDetailsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'schema/details/$subject/{-$tab}',
  staticData: { title: 'Schema Registry' },
  beforeLoad: ({ context }) => requirePermission(context, P.SCHEMA.READ),
  component: lazyRouteComponent(
    () => import('../features/schema/schema-details-page.tsx'),
    'SchemaDetailsPage',
  ),
});

export const schemaRoutes = [schemaListRoute, schemaCreateRoute, schemaDetailsRoute] as const;
