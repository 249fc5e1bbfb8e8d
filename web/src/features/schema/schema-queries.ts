import type { SchemaSort } from '@console/contract';
import { schemaOps } from '@console/contract/api/schema';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { retryWhileDown, SHOWN_IN_SECTION } from '../../lib/retry-while-down.ts';

/** The list's order: the server sorts, since the list is paged. */
export interface ListSort {
  id: SchemaSort;
  desc: boolean;
}

/** Query keys and fetchers of the schema registry area (spec §7 "Schema registry"). */
export const schemaKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'schema'] as const,
  list: (clusterId: string, search: string, page: number, sort?: ListSort) =>
    [...schemaKeys.all(clusterId), 'list', search, page, sort?.id, sort?.desc] as const,
  globalConfig: (clusterId: string) => [...schemaKeys.all(clusterId), 'global-config'] as const,
  config: (clusterId: string, subject: string) =>
    [...schemaKeys.subject(clusterId, subject), 'config'] as const,
  subject: (clusterId: string, subject: string) =>
    [...schemaKeys.all(clusterId), 'subject', subject] as const,
  versions: (clusterId: string, subject: string) =>
    [...schemaKeys.subject(clusterId, subject), 'versions'] as const,
};

// A registry that is down is reported on the page; retrying only delays the message. The pages
// ask again every 10 s on their own: the list per query, a subject's page for all its reads at once.
export const schemaQueries = {
  list: (cluster: string, search: string, page: number, sort?: ListSort) =>
    queryOptions({
      queryKey: schemaKeys.list(cluster, search, page, sort),
      queryFn: ({ signal }) =>
        call(schemaOps.list, {
          params: { cluster },
          query: { search, page, sort: sort?.id, desc: sort?.desc ? 'true' : undefined },
          signal,
        }),
      retry: false,
      refetchInterval: retryWhileDown,
      meta: SHOWN_IN_SECTION,
    }),
  globalConfig: (cluster: string) =>
    queryOptions({
      queryKey: schemaKeys.globalConfig(cluster),
      queryFn: ({ signal }) => call(schemaOps.globalConfig, { params: { cluster }, signal }),
      retry: false,
      refetchInterval: retryWhileDown,
      meta: SHOWN_IN_SECTION,
    }),
  config: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.config(cluster, subject),
      queryFn: ({ signal }) => call(schemaOps.config, { params: { cluster, subject }, signal }),
      retry: false,
      meta: SHOWN_IN_SECTION,
    }),
  latest: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.subject(cluster, subject),
      queryFn: ({ signal }) => call(schemaOps.get, { params: { cluster, subject }, signal }),
      retry: false,
      meta: SHOWN_IN_SECTION,
    }),
  versions: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.versions(cluster, subject),
      queryFn: ({ signal }) => call(schemaOps.versions, { params: { cluster, subject }, signal }),
      retry: false,
      meta: SHOWN_IN_SECTION,
    }),
};
