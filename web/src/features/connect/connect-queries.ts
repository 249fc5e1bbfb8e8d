import type { ConnectSort } from '@console/contract';
import { connectOps } from '@console/contract/api/connect';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { retryWhileDown, SHOWN_IN_SECTION } from '../../lib/retry-while-down.ts';

/** The list's order: the server sorts, since the list is paged. */
export interface ListSort {
  id: ConnectSort;
  desc: boolean;
}

/** Query keys and fetchers of the Connect area (spec §7 "Connect"). */
export const connectKeys = {
  all: (clusterId: string, connectId: string) => ['cluster', clusterId, 'connect', connectId] as const,
  lists: (clusterId: string, connectId: string) =>
    [...connectKeys.all(clusterId, connectId), 'list'] as const,
  list: (clusterId: string, connectId: string, search: string, page: number, sort?: ListSort) =>
    [...connectKeys.lists(clusterId, connectId), search, page, sort?.id, sort?.desc] as const,
  definition: (clusterId: string, connectId: string, name: string) =>
    [...connectKeys.all(clusterId, connectId), 'definition', name] as const,
  // Plugins change only when the worker is redeployed: kept apart from `all`, so refreshing the
  // connectors after an action does not validate every plugin again.
  plugins: (clusterId: string, connectId: string) =>
    ['cluster', clusterId, 'connect-plugins', connectId] as const,
  plugin: (clusterId: string, connectId: string, className: string) =>
    [...connectKeys.plugins(clusterId, connectId), className] as const,
};

export const connectQueries = {
  list: (cluster: string, connectId: string, search: string, page: number, sort?: ListSort) =>
    queryOptions({
      queryKey: connectKeys.list(cluster, connectId, search, page, sort),
      queryFn: ({ signal }) =>
        call(connectOps.list, {
          params: { cluster, connectId },
          query: { search, page, sort: sort?.id, desc: sort?.desc ? 'true' : undefined },
          signal,
        }),
      refetchInterval: retryWhileDown,
      meta: SHOWN_IN_SECTION,
    }),
  definition: (cluster: string, connectId: string, name: string) =>
    queryOptions({
      queryKey: connectKeys.definition(cluster, connectId, name),
      queryFn: ({ signal }) => call(connectOps.get, { params: { cluster, connectId, name }, signal }),
    }),
  plugins: (cluster: string, connectId: string) =>
    queryOptions({
      queryKey: connectKeys.plugins(cluster, connectId),
      queryFn: ({ signal }) => call(connectOps.plugins, { params: { cluster, connectId }, signal }),
      staleTime: 5 * 60_000,
    }),
  plugin: (cluster: string, connectId: string, className: string) =>
    queryOptions({
      queryKey: connectKeys.plugin(cluster, connectId, className),
      queryFn: ({ signal }) => call(connectOps.plugin, { params: { cluster, connectId, className }, signal }),
      staleTime: 5 * 60_000,
    }),
};
