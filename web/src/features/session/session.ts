import type { AuthDefinition, AuthUser, ClusterDefinition } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { storageKeys } from '../../lib/storage.ts';
import { flattenRoles, hasAnyRole } from './roles.ts';

export { type Area, firstArea } from './roles.ts';

import { sessionQueries } from './session-queries.ts';

export interface Session {
  auths: AuthDefinition;
  me: AuthUser;
  /** `null` while the cluster list answers 401: only the login routes are open (spec §2.1). */
  clusters: ClusterDefinition[] | null;
}

/**
 * Loads what every screen needs before the first render (spec §4 "App start"): auth config,
 * current user, then the clusters. A 401 on the cluster list is a state, not a failure, so it is
 * not toasted or retried in a loop; the routes send the user to login.
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  const [auths, me] = await Promise.all([
    queryClient.ensureQueryData(sessionQueries.auths()),
    queryClient.ensureQueryData(sessionQueries.me()),
  ]);
  let clusters: ClusterDefinition[] | null;
  try {
    clusters = await queryClient.ensureQueryData({ ...sessionQueries.clusters(), retry: false });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    localStorage.setItem(storageKeys.toastMessage, error.message);
    clusters = null;
  }
  return { auths, me, clusters };
}

/** 'default' for an anonymous user with roles, 'not_logged' with none (spec §3). */
export function displayUser(me: AuthUser): string {
  if (me.logged && me.username) return me.username;
  return hasAnyRole(flattenRoles(me.roles)) ? 'default' : 'not_logged';
}

/** Auth config and current user, cached by the root route at start (so this does not suspend). */
export function useAuth(): Pick<Session, 'auths' | 'me'> {
  const auths = useSuspenseQuery(sessionQueries.auths()).data;
  const me = useSuspenseQuery(sessionQueries.me()).data;
  return { auths, me };
}
