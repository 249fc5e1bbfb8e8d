import type {
  KsqlDbInfo,
  KsqlDbQuery,
  KsqlDbQueryResult,
  KsqlDbStream,
  KsqlDbTable,
} from '@console/contract';
import { badRequest } from '../errors.ts';
import type { EngineOptions, QueryLimits, SqlEngine } from './engine.ts';
import { engineError, engineFetch } from './http.ts';

// Client of ksqlDB's REST API as its public documentation describes it: GET /info, POST /ksql for
// LIST STREAMS / LIST TABLES / LIST QUERIES and other statements, POST /query for pull (and push)
// queries. Not run against a live ksqlDB (none is obtainable here): ksqldb-client.test.ts replays the
// documented shapes.

const LABEL = 'ksqlDB';
const MEDIA = 'application/vnd.ksql.v1+json';

interface Relation {
  name: string;
  topic?: string;
  keyFormat?: string;
  valueFormat?: string;
  isWindowed?: boolean;
}
interface RunningQuery {
  id: string;
  queryType?: string;
  queryString?: string;
  sinks?: string[];
  sinkKafkaTopics?: string[];
  state?: string;
}
interface KsqlEntity {
  '@type'?: string;
  streams?: Relation[];
  tables?: Relation[];
  queries?: RunningQuery[];
  commandStatus?: { status?: string; message?: string; queryId?: string | null };
}

const relation = (r: Relation): KsqlDbStream => ({
  name: r.name,
  ...(r.topic ? { topic: r.topic } : {}),
  ...(r.keyFormat ? { keyFormat: r.keyFormat } : {}),
  ...(r.valueFormat ? { valueFormat: r.valueFormat } : {}),
  isWindowed: r.isWindowed ?? false,
});

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

/** ksqlDB identifiers of queries (CSAS_X_1, transient ids): letters, digits, underscores and dashes. */
const isQueryId = (id: string) => /^[\w-]+$/.test(id);

export class KsqlDbClient implements SqlEngine {
  readonly kind = 'ksqldb' as const;
  readonly name: string;
  readonly options: EngineOptions;

  constructor(options: EngineOptions) {
    this.name = options.name;
    this.options = { ...options, url: options.url.replace(/\/+$/, '') };
  }

  async #json<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers = { accept: MEDIA, 'content-type': MEDIA };
    const res = await engineFetch(this.options, LABEL, method, path, body, {
      headers,
      ...(signal ? { signal } : {}),
    });
    if (res.status >= 200 && res.status < 300) return JSON.parse(res.text) as T;
    let message = res.text;
    try {
      message = (JSON.parse(res.text) as { message?: string }).message ?? res.text;
    } catch {}
    throw engineError(LABEL, this.name, res.status, message);
  }

  #ksql(statement: string): Promise<KsqlEntity[]> {
    return this.#json('POST', '/ksql', { ksql: statement, streamsProperties: {} });
  }

  async info(): Promise<KsqlDbInfo> {
    const r = await this.#json<{
      KsqlServerInfo: { version: string; kafkaClusterId?: string; ksqlServiceId?: string };
    }>('GET', '/info');
    const i = r.KsqlServerInfo;
    return {
      serverVersion: i.version,
      ...(i.kafkaClusterId ? { kafkaClusterId: i.kafkaClusterId } : {}),
      ...(i.ksqlServiceId ? { ksqlServiceId: i.ksqlServiceId } : {}),
      engine: 'ksqldb',
    };
  }

  async streams(): Promise<KsqlDbStream[]> {
    const [entity] = await this.#ksql('LIST STREAMS;');
    return (entity?.streams ?? []).map(relation);
  }

  async tables(): Promise<KsqlDbTable[]> {
    const [entity] = await this.#ksql('LIST TABLES;');
    return (entity?.tables ?? []).map(relation);
  }

  async queries(): Promise<KsqlDbQuery[]> {
    const [entity] = await this.#ksql('LIST QUERIES;');
    return (entity?.queries ?? []).map((q) => ({
      id: q.id,
      queryType: q.queryType ?? 'PERSISTENT',
      sql: q.queryString ?? '',
      ...(q.sinks?.[0] ? { sink: q.sinks[0] } : {}),
      ...(q.sinkKafkaTopics?.[0] ? { sinkTopic: q.sinkKafkaTopics[0] } : {}),
      ...(q.state ? { state: q.state } : {}),
    }));
  }

  async execute(sql: string): Promise<string> {
    const statement = sql.trim().endsWith(';') ? sql.trim() : `${sql.trim()};`;
    const entities = await this.#ksql(statement);
    const ids = entities.map((e) => e.commandStatus?.queryId).filter((id) => typeof id === 'string');
    return ids.at(-1) ?? '';
  }

  async query(
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
      const res = await fetch(`${this.options.url}/query`, {
        method: 'POST',
        headers: { accept: MEDIA, 'content-type': MEDIA, ...this.#auth() },
        body: JSON.stringify({ ksql: statement, streamsProperties: properties }),
        signal: both,
      }).catch((error: Error) => {
        if (both.aborted) return undefined;
        throw engineError(
          LABEL,
          this.name,
          502,
          `unreachable at ${this.options.url}: ${error.cause ?? error.message}`,
        );
      });
      if (!res) return { truncated: true };
      if (!res.ok) {
        const text = await res.text();
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {}
        throw engineError(LABEL, this.name, res.status, message);
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

  #auth(): Record<string, string> {
    const { username, password } = this.options;
    if (username === undefined) return {};
    return { authorization: `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}` };
  }

  async terminate(queryId: string): Promise<void> {
    if (!isQueryId(queryId)) throw badRequest(`queryId: '${queryId}' is not a ksqlDB query id`);
    await this.#ksql(`TERMINATE ${queryId};`);
  }

  async close(): Promise<void> {}
}
