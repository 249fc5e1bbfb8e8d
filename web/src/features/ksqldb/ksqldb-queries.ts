import type {
  KsqlDbInfo,
  KsqlDbQueryList,
  KsqlDbQueryResult,
  KsqlDbStreamList,
  KsqlDbTableList,
} from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys and fetchers of the stream-SQL area (spec §7 "Stream-SQL"). */
export const ksqlKeys = {
  engine: (clusterId: string, ksqldbId: string) => ['cluster', clusterId, 'ksqldb', ksqldbId] as const,
  list: (clusterId: string, ksqldbId: string, tab: ListTab, search: string, page: number) =>
    [...ksqlKeys.engine(clusterId, ksqldbId), tab, search, page] as const,
  info: (clusterId: string, ksqldbId: string) => [...ksqlKeys.engine(clusterId, ksqldbId), 'info'] as const,
};

export type ListTab = 'streams' | 'tables' | 'queries';
type ListOf = { streams: KsqlDbStreamList; tables: KsqlDbTableList; queries: KsqlDbQueryList };

const base = (clusterId: string, ksqldbId: string) =>
  `${encodeURIComponent(clusterId)}/ksqldb/${encodeURIComponent(ksqldbId)}`;

export const ksqlQueries = {
  list: <T extends ListTab>(clusterId: string, ksqldbId: string, tab: T, search: string, page: number) =>
    queryOptions({
      queryKey: ksqlKeys.list(clusterId, ksqldbId, tab, search, page),
      queryFn: ({ signal }) =>
        api<ListOf[T]>(`${base(clusterId, ksqldbId)}/${tab}`, { signal, query: { search, page } }),
    }),
  info: (clusterId: string, ksqldbId: string) =>
    queryOptions({
      queryKey: ksqlKeys.info(clusterId, ksqldbId),
      queryFn: ({ signal }) => api<KsqlDbInfo>(`${base(clusterId, ksqldbId)}/info`, { signal }),
    }),
};

export const ksqlApi = {
  /** The answer is AKHQ's plain-text query id, which the JSON helper cannot parse: success all the same. */
  execute: async (clusterId: string, ksqldbId: string, sql: string, signal: AbortSignal): Promise<void> => {
    try {
      await api<unknown>(`${base(clusterId, ksqldbId)}/execute`, { method: 'PUT', body: { sql }, signal });
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
  },
  query: (
    clusterId: string,
    ksqldbId: string,
    sql: string,
    properties: Record<string, string>,
    signal: AbortSignal,
  ) =>
    api<KsqlDbQueryResult>(`${base(clusterId, ksqldbId)}/queries/pull`, {
      method: 'PUT',
      body: { sql, properties },
      signal,
    }),
  terminate: (clusterId: string, ksqldbId: string, queryId: string) =>
    api<void>(`${base(clusterId, ksqldbId)}/queries/${encodeURIComponent(queryId)}`, { method: 'DELETE' }),
};
