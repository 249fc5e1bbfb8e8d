import { ksqldbOps } from '@console/contract/api/ksqldb';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { retryWhileDown, SHOWN_IN_SECTION } from '../../lib/retry-while-down.ts';

/** Query keys and fetchers of the stream-SQL area (spec §7 "Stream-SQL"). */
export const ksqlKeys = {
  engine: (clusterId: string, ksqldbId: string) => ['cluster', clusterId, 'ksqldb', ksqldbId] as const,
  list: (clusterId: string, ksqldbId: string, tab: ListTab, search: string, page: number) =>
    [...ksqlKeys.engine(clusterId, ksqldbId), tab, search, page] as const,
  info: (clusterId: string, ksqldbId: string) => [...ksqlKeys.engine(clusterId, ksqldbId), 'info'] as const,
};

export type RelationTab = 'streams' | 'tables';
export type ListTab = RelationTab | 'queries';

export const ksqlQueries = {
  /** Streams or tables: the same shape (KsqlDbRelation). */
  relations: (cluster: string, ksqlDbId: string, tab: RelationTab, search: string, page: number) =>
    queryOptions({
      queryKey: ksqlKeys.list(cluster, ksqlDbId, tab, search, page),
      queryFn: ({ signal }) =>
        call(ksqldbOps[tab], { params: { cluster, ksqlDbId }, query: { search, page }, signal }),
      refetchInterval: retryWhileDown,
      meta: SHOWN_IN_SECTION,
    }),
  queries: (cluster: string, ksqlDbId: string, search: string, page: number) =>
    queryOptions({
      queryKey: ksqlKeys.list(cluster, ksqlDbId, 'queries', search, page),
      queryFn: ({ signal }) =>
        call(ksqldbOps.queries, { params: { cluster, ksqlDbId }, query: { search, page }, signal }),
      meta: SHOWN_IN_SECTION,
    }),
  info: (cluster: string, ksqlDbId: string) =>
    queryOptions({
      queryKey: ksqlKeys.info(cluster, ksqlDbId),
      queryFn: ({ signal }) => call(ksqldbOps.info, { params: { cluster, ksqlDbId }, signal }),
      refetchInterval: retryWhileDown,
      meta: SHOWN_IN_SECTION,
    }),
};
