import type { KsqlDbQuery, KsqlDbStream } from '@console/contract';

// How Flink's objects map onto the stream-SQL screens (README "Stream SQL"): a table over the unbounded
// 'kafka' connector is a stream; 'upsert-kafka' tables, views and tables of any other connector are
// tables. Options come from SHOW CREATE TABLE, the only place the gateway exposes them.

/** The WITH ( 'k' = 'v', ... ) options of a SHOW CREATE TABLE answer. Quotes inside values are doubled. */
export function withOptions(ddl: string): Record<string, string> {
  const start = ddl.search(/\)\s*WITH\s*\(/i);
  const body = start < 0 ? '' : ddl.slice(start);
  const options: Record<string, string> = {};
  for (const m of body.matchAll(/'((?:[^']|'')*)'\s*=\s*'((?:[^']|'')*)'/g)) {
    options[m[1]!.replaceAll("''", "'")] = m[2]!.replaceAll("''", "'");
  }
  return options;
}

export interface Classified {
  kind: 'stream' | 'table';
  relation: KsqlDbStream;
}

export function classify(name: string, ddl: string | undefined): Classified {
  if (ddl === undefined) return { kind: 'table', relation: { name, isWindowed: false } }; // a view
  const o = withOptions(ddl);
  const connector = o.connector ?? '';
  const kafka = connector === 'kafka' || connector === 'upsert-kafka';
  const valueFormat = o['value.format'] ?? o.format;
  const keyFormat = o['key.format'];
  const topic = o.topic ?? o['topic-pattern'];
  const relation: KsqlDbStream = {
    name,
    ...(kafka && topic ? { topic } : {}),
    ...(keyFormat ? { keyFormat: keyFormat.toUpperCase() } : {}),
    ...(valueFormat ? { valueFormat: valueFormat.toUpperCase() } : {}),
    isWindowed: false,
  };
  return { kind: connector === 'kafka' ? 'stream' : 'table', relation };
}

/** Job states after which a job is no longer a query (Flink's terminal JobStatus values). */
const TERMINAL = new Set(['FINISHED', 'CANCELED', 'FAILED', 'SUSPENDED']);

/** A SHOW JOBS row [id, name, status, start time] as a query; undefined for jobs that have ended. */
export function jobAsQuery(row: unknown[]): KsqlDbQuery | undefined {
  const [id, name, status] = row.map((v) => (v == null ? '' : String(v)));
  if (!id || TERMINAL.has(status ?? '')) return undefined;
  // INSERT jobs are named insert-into_<catalog>.<db>.<table>; SELECT jobs carry their query text.
  const sink = /^insert-into_(?:[^.]+\.[^.]+\.)?(.+)$/.exec(name ?? '')?.[1];
  return {
    id,
    queryType: sink ? 'PERSISTENT' : 'PUSH',
    sql: name ?? '',
    ...(sink ? { sink } : {}),
    ...(status ? { state: status } : {}),
  };
}

/** Flink job ids are 32 hex digits; checking them keeps STOP JOB '<id>' free of injected SQL. */
export const isFlinkJobId = (id: string) => /^[0-9a-f]{32}$/.test(id);
