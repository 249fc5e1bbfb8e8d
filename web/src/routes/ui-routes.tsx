import { can, P } from '@console/contract';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { NO_ROLES } from '../features/auth/login-api.ts';
import { flattenRoles } from '../features/session/roles.ts';
import { firstArea, type Session } from '../features/session/session.ts';
import { storageKeys } from '../lib/storage.ts';
import { AREA_PATHS } from './area-paths.ts';
import { rootRoute } from './root-route.tsx';

/** Where `/`, `/ui` and `/ui/401` lead (spec §2.1). */
function homeRedirect(session: Session): never {
  const cluster = session.clusters?.[0];
  const area = cluster ? firstArea(flattenRoles(session.me.roles, cluster.id)) : undefined;
  if (!cluster || !area) {
    // Logged in (form or single sign-on) yet granted nothing: say so on the login page.
    if (session.me.logged) localStorage.setItem(storageKeys.toastMessage, NO_ROLES);
    throw redirect({ to: '/ui/login', replace: true });
  }
  // The overview is the cluster's home for those who may read its nodes (issue 15).
  const roles = flattenRoles(session.me.roles, cluster.id);
  if (can(roles, P.NODE.READ))
    throw redirect({ to: '/ui/$clusterId', params: { clusterId: cluster.id }, replace: true });
  throw redirect({ to: AREA_PATHS[area], params: { clusterId: cluster.id }, replace: true });
}

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => homeRedirect(context.session),
});

export const uiRoute = createRoute({ getParentRoute: () => rootRoute, path: 'ui' });

export const uiIndexRoute = createRoute({
  getParentRoute: () => uiRoute,
  path: '/',
  beforeLoad: ({ context }) => homeRedirect(context.session),
});

export const unauthorizedRoute = createRoute({
  getParentRoute: () => uiRoute,
  path: '401',
  beforeLoad: ({ context }) => homeRedirect(context.session),
});

export const loginRoute = createRoute({
  getParentRoute: () => uiRoute,
  path: 'login',
  staticData: { title: 'Login' },
  // `sso=failed`: the server's single-sign-on callback sends the browser back here on failure.
  validateSearch: z.object({ sso: z.string().optional(), provider: z.string().optional() }),
  beforeLoad: ({ context }) => {
    const { auths, me } = context.session;
    // Login disabled: go home, unless home would send us straight back here (no roles at all).
    const home = context.session.clusters?.[0];
    if (!auths.loginEnabled && home && firstArea(flattenRoles(me.roles, home.id))) {
      throw redirect({ to: '/ui', replace: true });
    }
  },
  component: lazyRouteComponent(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => uiRoute,
  path: 'page-not-found',
  staticData: { title: 'Page not found' },
  // Set when the address named a cluster this console does not have (issue 15).
  validateSearch: z.object({ cluster: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('../features/misc/not-found-page.tsx'), 'NotFoundPage'),
});
