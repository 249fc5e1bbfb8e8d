import type { KsqlDbQuery, KsqlDbQueryBody } from '@console/contract';
import { ksqldbOps } from '@console/contract/api/ksqldb';
import { useOperation } from '../../lib/use-operation.ts';
import { ksqlKeys } from './ksqldb-queries.ts';

// The stream-SQL operations a page starts (spec §2.11). A statement or a query carries the signal
// of the page's Cancel button: aborting it stops the work on the engine (README "Stream SQL").

/** The statement page: each statement in turn; the engine's lists may now hold new objects. */
export function useExecuteStatement(cluster: string, ksqlDbId: string) {
  return useOperation(ksqldbOps.execute, {
    input: ({ sql, signal }: { sql: string; signal: AbortSignal }) => ({
      params: { cluster, ksqlDbId },
      body: { sql },
      signal,
    }),
    success: () => 'Statement was executed successfully',
    invalidates: () => [ksqlKeys.engine(cluster, ksqlDbId)],
  });
}

/** The query page: one query, bounded by the server (KSQLDB_QUERY_LIMITS). */
export function useRunQuery(cluster: string, ksqlDbId: string) {
  return useOperation(ksqldbOps.query, {
    input: ({ body, signal }: { body: KsqlDbQueryBody; signal: AbortSignal }) => ({
      params: { cluster, ksqlDbId },
      body,
      signal,
    }),
    success: () => 'Query was executed successfully, see results below.',
  });
}

/** Stop on the queries tab (beyond AKHQ): the engine ends the query, the list shows it going. */
export function useStopQuery(cluster: string, ksqlDbId: string) {
  return useOperation(ksqldbOps.terminate, {
    input: (query: KsqlDbQuery) => ({ params: { cluster, ksqlDbId, queryId: query.id } }),
    success: (_, query) => `Query '${query.id}' is stopped`,
    invalidates: () => [ksqlKeys.engine(cluster, ksqlDbId)],
  });
}
