import type {
  KsqlDbInfo,
  KsqlDbQuery,
  KsqlDbQueryResult,
  KsqlDbStream,
  KsqlDbTable,
} from '@console/contract';

// The one interface the stream-SQL routes use; ksqldb-client.ts and flink-engine.ts implement it for
// the two engine kinds of `connections.<c>.ksqldb[].type`.

export interface QueryLimits {
  /** Stop after this many rows. */
  maxRows: number;
  /** Stop after this long in all, rows or not. */
  maxMs: number;
  /** Once rows came, stop when no new row came for this long (a stream over a finite topic goes quiet). */
  quietMs: number;
}

export interface SqlEngine {
  readonly name: string;
  readonly kind: 'ksqldb' | 'flink';
  info(): Promise<KsqlDbInfo>;
  streams(): Promise<KsqlDbStream[]>;
  tables(): Promise<KsqlDbTable[]>;
  queries(): Promise<KsqlDbQuery[]>;
  /** Runs statements (DDL, INSERT ...); answers the id of a query it started, or ''. */
  execute(sql: string): Promise<string>;
  /** Runs a query within the limits; aborting the signal stops it on the engine. */
  query(
    sql: string,
    properties: Record<string, string>,
    limits: QueryLimits,
    signal: AbortSignal,
  ): Promise<KsqlDbQueryResult>;
  /** Stops a running query (ksqlDB TERMINATE, Flink STOP JOB). */
  terminate(queryId: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineOptions {
  name: string;
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  timeoutMs: number;
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
