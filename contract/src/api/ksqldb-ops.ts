import { z } from 'zod';
import {
  KsqlDbExecuteBody,
  KsqlDbInfo,
  KsqlDbListQuery,
  KsqlDbParams,
  KsqlDbQueryBody,
  KsqlDbQueryList,
  KsqlDbQueryParams,
  KsqlDbQueryResult,
  KsqlDbStreamList,
  KsqlDbTableList,
} from '../ksqldb.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// Stream SQL (akhq-api.md §2.10, spec §2.11) under /{cluster}/ksqldb/{ksqlDbId}, for ksqlDB and Flink
// SQL engines alike. The engine's name (`ksqldb[].name`) is the name KSQLDB patterns match; what an
// engine holds (streams, tables, queries) is not named separately. Beyond AKHQ: DELETE
// .../queries/{queryId} stops a running query.

const engine = [{ at: 'params.ksqlDbId' }] as const;

export const ksqldbOps = {
  streams: operation({
    method: 'GET',
    path: '/:cluster/ksqldb/:ksqlDbId/streams',
    params: KsqlDbParams,
    query: KsqlDbListQuery,
    answer: KsqlDbStreamList,
    permission: P.KSQLDB.READ,
    names: engine,
  }),
  tables: operation({
    method: 'GET',
    path: '/:cluster/ksqldb/:ksqlDbId/tables',
    params: KsqlDbParams,
    query: KsqlDbListQuery,
    answer: KsqlDbTableList,
    permission: P.KSQLDB.READ,
    names: engine,
  }),
  queries: operation({
    method: 'GET',
    path: '/:cluster/ksqldb/:ksqlDbId/queries',
    params: KsqlDbParams,
    query: KsqlDbListQuery,
    answer: KsqlDbQueryList,
    permission: P.KSQLDB.READ,
    names: engine,
  }),
  info: operation({
    method: 'GET',
    path: '/:cluster/ksqldb/:ksqlDbId/info',
    params: KsqlDbParams,
    answer: KsqlDbInfo,
    permission: P.KSQLDB.READ,
    names: engine,
  }),
  /** Statements; AKHQ answers the query id as a plain, unquoted text body. */
  execute: operation({
    method: 'PUT',
    path: '/:cluster/ksqldb/:ksqlDbId/execute',
    params: KsqlDbParams,
    body: KsqlDbExecuteBody,
    answer: z.string(),
    permission: P.KSQLDB.EXECUTE,
    names: engine,
  }),
  /** One query, bounded by KSQLDB_QUERY_LIMITS. */
  query: operation({
    method: 'PUT',
    path: '/:cluster/ksqldb/:ksqlDbId/queries/pull',
    params: KsqlDbParams,
    body: KsqlDbQueryBody,
    answer: KsqlDbQueryResult,
    permission: P.KSQLDB.EXECUTE,
    names: engine,
  }),
  terminate: operation({
    method: 'DELETE',
    path: '/:cluster/ksqldb/:ksqlDbId/queries/:queryId',
    params: KsqlDbQueryParams,
    answer: z.null(),
    status: 204,
    permission: P.KSQLDB.EXECUTE,
    names: engine,
  }),
};
