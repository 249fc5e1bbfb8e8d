import { sessionOps } from '@console/contract/api/session';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { dropEarly } from '../../lib/early-requests.ts';

/** Query keys and fetchers of the session: auth config, current user, clusters, server UI options. */
export const sessionKeys = {
  all: ['session'] as const,
  auths: () => [...sessionKeys.all, 'auths'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  clusters: () => [...sessionKeys.all, 'clusters'] as const,
  uiOptions: (clusterId: string) => [...sessionKeys.all, 'ui-options', clusterId] as const,
};

export const sessionQueries = {
  auths: () =>
    queryOptions({
      queryKey: sessionKeys.auths(),
      queryFn: ({ signal }) => call(sessionOps.auths, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  me: () =>
    queryOptions({
      queryKey: sessionKeys.me(),
      queryFn: ({ signal }) => call(sessionOps.me, { signal }),
      staleTime: 60_000,
    }),
  clusters: () =>
    queryOptions({
      queryKey: sessionKeys.clusters(),
      // AKHQ's UI sorts clusters by id; "first cluster" in redirects means first in this order.
      queryFn: async ({ signal }) =>
        (await call(sessionOps.clusters, { signal })).sort((a, b) => a.id.localeCompare(b.id)),
      staleTime: 60_000,
    }),
  /** The server's defaults for the per-cluster settings; fields may be left out (spec §9 fills them). */
  uiOptions: (clusterId: string) =>
    queryOptions({
      queryKey: sessionKeys.uiOptions(clusterId),
      queryFn: ({ signal }) => call(sessionOps.uiOptions, { params: { cluster: clusterId }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * After login or logout: forget everything cached for the previous user (their lists, details,
 * and the session itself), then load the session again (active queries refetch at once).
 */
export async function resetSession(queryClient: QueryClient): Promise<void> {
  dropEarly();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  await queryClient.resetQueries({ queryKey: sessionKeys.all });
}
