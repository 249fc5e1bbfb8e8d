import { z } from 'zod';
import { pagedList } from './common.ts';

// Stream-SQL shapes (spec §2.11, §3, §7; akhq-api.md §2.10 and "KsqlDbStream" in §3). The same
// shapes serve ksqlDB and Flink SQL engines; README "Stream SQL" says how Flink objects map onto them.

export const KsqlDbParams = z.object({ cluster: z.string().min(1), ksqlDbId: z.string().min(1) });
export type KsqlDbParams = z.infer<typeof KsqlDbParams>;

export const KsqlDbListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export type KsqlDbListQuery = z.infer<typeof KsqlDbListQuery>;

/** A ksqlDB stream or table; for Flink, a table (streams: unbounded Kafka sources). */
export const KsqlDbRelation = z.object({
  name: z.string(),
  topic: z.string().optional(),
  keyFormat: z.string().optional(),
  valueFormat: z.string().optional(),
  isWindowed: z.boolean(),
});
export const KsqlDbStream = KsqlDbRelation;
export type KsqlDbStream = z.infer<typeof KsqlDbStream>;
export const KsqlDbTable = KsqlDbRelation;
export type KsqlDbTable = z.infer<typeof KsqlDbTable>;

export const KsqlDbQuery = z.object({
  id: z.string(),
  queryType: z.string(),
  sql: z.string(),
  sink: z.string().optional(),
  sinkTopic: z.string().optional(),
  /** Beyond AKHQ: the engine's state of the query (ksqlDB RUNNING/ERROR, Flink job status). */
  state: z.string().optional(),
});
export type KsqlDbQuery = z.infer<typeof KsqlDbQuery>;

export const KsqlDbStreamList = pagedList(KsqlDbStream);
export type KsqlDbStreamList = z.infer<typeof KsqlDbStreamList>;
export const KsqlDbTableList = pagedList(KsqlDbTable);
export type KsqlDbTableList = z.infer<typeof KsqlDbTableList>;
export const KsqlDbQueryList = pagedList(KsqlDbQuery);
export type KsqlDbQueryList = z.infer<typeof KsqlDbQueryList>;

export const KsqlDbInfo = z.object({
  serverVersion: z.string(),
  kafkaClusterId: z.string().optional(),
  ksqlServiceId: z.string().optional(),
  /** Beyond AKHQ: which kind of engine answers (config `type`). */
  engine: z.enum(['ksqldb', 'flink']).optional(),
});
export type KsqlDbInfo = z.infer<typeof KsqlDbInfo>;

const sql = z.string().trim().min(1, 'must not be empty');

export const KsqlDbExecuteBody = z.object({ sql });
export type KsqlDbExecuteBody = z.infer<typeof KsqlDbExecuteBody>;

export const KsqlDbQueryBody = z.object({
  sql,
  properties: z.record(z.string(), z.string()).optional(),
});
export type KsqlDbQueryBody = z.infer<typeof KsqlDbQueryBody>;

/** Properties editor lines `key=value` (spec §4) as query properties; lines without '=' are ignored. */
export function parseSqlProperties(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    if (key) out[key] = line.slice(at + 1).trim();
  }
  return out;
}

/**
 * The query and statement pages' form (spec §2.11): the SQL editor and the properties editor's text,
 * which becomes the query body's `properties` (a statement sends the SQL only).
 */
export const KsqlDbRunForm = z
  .object({ sql, properties: z.string() })
  .transform(({ sql, properties }) => ({ sql, properties: parseSqlProperties(properties) }));
export type KsqlDbRunFormInput = z.input<typeof KsqlDbRunForm>;
export type KsqlDbRunFormValues = z.output<typeof KsqlDbRunForm>;

/** Query result: each `columnValues` entry is one row as a JSON-array string (AKHQ's shape). */
export const KsqlDbQueryResult = z.object({
  columnNames: z.array(z.string()).optional(),
  columnValues: z.array(z.string()).optional(),
  /** Beyond AKHQ: set when the console stopped a query the engine had not ended (rows, time or quiet). */
  truncated: z.boolean().optional(),
});
export type KsqlDbQueryResult = z.infer<typeof KsqlDbQueryResult>;

export const KsqlDbQueryParams = KsqlDbParams.extend({ queryId: z.string().min(1) });
export type KsqlDbQueryParams = z.infer<typeof KsqlDbQueryParams>;

/** Bounds of a query run on the query page: whichever comes first ends it and stops it on the engine. */
export const KSQLDB_QUERY_LIMITS = { maxRows: 500, maxMs: 30_000, quietMs: 2_000 } as const;

export const KSQLDB_TABS = ['streams', 'tables', 'queries', 'info'] as const;
export type KsqlDbTab = (typeof KSQLDB_TABS)[number];
