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
import { runQuery } from './ksqldb-query.ts';

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

  query(
    sql: string,
    properties: Record<string, string>,
    limits: QueryLimits,
    signal: AbortSignal,
  ): Promise<KsqlDbQueryResult> {
    return runQuery(this.options, this.#auth(), sql, properties, limits, signal);
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
