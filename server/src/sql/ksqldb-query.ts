import type { KsqlDbQueryResult } from '@console/contract';
import { badRequest } from '../errors.ts';
import { withoutCredentials } from '../http/component-fetch.ts';
import type { EngineOptions, QueryLimits } from './engine.ts';
import { engineError } from './http.ts';

// ksqlDB's POST /query: the answer is a JSON array streamed one element per line (a header with the
// schema, rows, a final message). Read line by line so a push query can be cut off at the row or time
// limit, or when the caller goes away, by closing the connection, which ends it on the server.

const LABEL = 'ksqlDB';
const MEDIA = 'application/vnd.ksql.v1+json';

/** Column names of a /query header schema such as "`ID` STRING KEY, `AMOUNT` DOUBLE". */
export function schemaColumns(schema: string): string[] {
  const columns: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  // Split at top-level commas only: STRUCT<`X` INT, `Y` STRING> holds names of its own.
  for (let i = 0; i <= schema.length; i++) {
    const c = schema[i];
    if (c === '`') quoted = !quoted;
    else if (!quoted && c === '<') depth++;
    else if (!quoted && c === '>') depth--;
    if (i === schema.length || (c === ',' && !quoted && depth === 0)) {
      const name = /^\s*`((?:[^`]|``)*)`/.exec(schema.slice(start, i))?.[1];
      if (name !== undefined) columns.push(name.replaceAll('``', '`'));
      start = i + 1;
    }
  }
  return columns;
}

export async function runQuery(
  options: EngineOptions,
  auth: Record<string, string>,
  sql: string,
  properties: Record<string, string>,
  limits: QueryLimits,
  signal: AbortSignal,
): Promise<KsqlDbQueryResult> {
  const statement = sql.trim().endsWith(';') ? sql.trim() : `${sql.trim()};`;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), limits.maxMs);
  const both = AbortSignal.any([signal, stop.signal]);
  const rows: string[] = [];
  let columnNames: string[] = [];
  let truncated = false;
  try {
    const res = await fetch(`${options.url}/query`, {
      method: 'POST',
      headers: { accept: MEDIA, 'content-type': MEDIA, ...auth },
      body: JSON.stringify({ ksql: statement, streamsProperties: properties }),
      signal: both,
    }).catch((error: Error) => {
      if (both.aborted) return undefined;
      throw engineError(
        LABEL,
        options.name,
        502,
        `unreachable at ${withoutCredentials(options.url)}: ${error.cause ?? error.message}`,
      );
    });
    if (!res) return { truncated: true };
    if (!res.ok) {
      const text = await res.text();
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {}
      throw engineError(LABEL, options.name, res.status, message);
    }
    // The answer is a JSON array streamed one element per line; read it line by line so a push
    // query can be cut off at the row limit without buffering the rest.
    const decoder = new TextDecoder();
    let buffered = '';
    const take = (line: string): boolean => {
      const item = line
        .trim()
        .replace(/^\[/, '')
        .replace(/[,\]]$/, '')
        .trim();
      if (!item) return true;
      const el = JSON.parse(item) as {
        header?: { schema?: string };
        row?: { columns?: unknown[] };
        errorMessage?: { message?: string };
        message?: string;
      };
      if (el.header?.schema) columnNames = schemaColumns(el.header.schema);
      if (el.row?.columns) rows.push(JSON.stringify(el.row.columns));
      if (el.errorMessage) throw badRequest(`sql: ${el.errorMessage.message ?? 'query failed'}`);
      return rows.length < limits.maxRows;
    };
    try {
      for await (const chunk of res.body ?? []) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        if (!lines.every(take)) {
          truncated = true;
          stop.abort(); // closing the connection ends a push query on the server
          break;
        }
      }
      if (!truncated) take(buffered);
    } catch (error) {
      if (!both.aborted) throw error;
      truncated = true;
    }
  } finally {
    clearTimeout(timer);
  }
  return {
    ...(columnNames.length ? { columnNames } : {}),
    ...(rows.length ? { columnValues: rows } : {}),
    ...(truncated ? { truncated } : {}),
  };
}
