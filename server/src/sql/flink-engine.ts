import type {
  KsqlDbInfo,
  KsqlDbQuery,
  KsqlDbQueryResult,
  KsqlDbStream,
  KsqlDbTable,
} from '@console/contract';
import { badRequest } from '../errors.ts';
import type { EngineOptions, QueryLimits, SqlEngine } from './engine.ts';
import { sleep } from './engine.ts';
import { classify, isFlinkJobId, jobAsQuery } from './flink-ddl.ts';
import { FlinkGateway } from './flink-gateway.ts';
import { splitStatements } from './statements.ts';

// The stream-SQL screens on a Flink SQL Gateway. Lists run SHOW statements in the console's session;
// a query polls the gateway's result pages within the limits and always closes its operation, which
// cancels the Flink job behind a SELECT.

/** Statements whose answer is rows from a job (SELECT, WITH ... SELECT, VALUES, EXPLAIN is not one). */
const isQuery = (statement: string) => /^[\s(]*(SELECT|WITH|VALUES|TABLE)\b/i.test(statement);
/** A Flink collect sink cancelled before it initialised its state throws in its close(), which Flink
 * treats as fatal and stops the whole TaskManager (seen with 2.2.1). So a query is closed only after
 * its first row, or once its job has had this long to start. */
const SINK_START_GRACE_MS = 10_000;

const backtick = (name: string) => `\`${name.replaceAll('`', '``')}\``;
/** SHOW CREATE TABLE per table; a few at a time so a big catalog does not flood the gateway. */
const DESCRIBE_CONCURRENCY = 4;

export class FlinkEngine implements SqlEngine {
  readonly kind = 'flink' as const;
  readonly name: string;
  readonly gateway: FlinkGateway;

  constructor(options: EngineOptions) {
    this.name = options.name;
    this.gateway = new FlinkGateway(options);
  }

  async info(): Promise<KsqlDbInfo> {
    const info = await this.gateway.info();
    const session = await this.gateway.liveSession();
    // Flink has no service id; the console's gateway session plays that role (its catalog is there).
    return { serverVersion: `${info.productName} ${info.version}`, ksqlServiceId: session, engine: 'flink' };
  }

  async #relations(): Promise<Array<ReturnType<typeof classify>>> {
    const [tables, views] = await Promise.all([
      this.gateway.all('SHOW TABLES'),
      this.gateway.all('SHOW VIEWS'),
    ]);
    const viewNames = new Set(views.rows.map((r) => String(r[0])));
    const names = tables.rows.map((r) => String(r[0]));
    const out: Array<ReturnType<typeof classify>> = [];
    for (let i = 0; i < names.length; i += DESCRIBE_CONCURRENCY) {
      const batch = names.slice(i, i + DESCRIBE_CONCURRENCY);
      out.push(
        ...(await Promise.all(
          batch.map(async (name) => {
            if (viewNames.has(name)) return classify(name, undefined);
            const ddl = await this.gateway.all(`SHOW CREATE TABLE ${backtick(name)}`);
            return classify(name, String(ddl.rows[0]?.[0] ?? ''));
          }),
        )),
      );
    }
    return out;
  }

  async streams(): Promise<KsqlDbStream[]> {
    return (await this.#relations()).filter((r) => r.kind === 'stream').map((r) => r.relation);
  }

  async tables(): Promise<KsqlDbTable[]> {
    return (await this.#relations()).filter((r) => r.kind === 'table').map((r) => r.relation);
  }

  async queries(): Promise<KsqlDbQuery[]> {
    const jobs = await this.gateway.all('SHOW JOBS');
    const queries = jobs.rows.map(jobAsQuery).filter((q) => q !== undefined);
    // The sink topic of an INSERT job is its sink table's topic, when that table is Kafka-backed.
    return Promise.all(
      queries.map(async (q) => {
        if (!q.sink) return q;
        const ddl = await this.gateway.all(`SHOW CREATE TABLE ${backtick(q.sink)}`).catch(() => undefined);
        const topic = ddl ? classify(q.sink, String(ddl.rows[0]?.[0] ?? '')).relation.topic : undefined;
        return topic ? { ...q, sinkTopic: topic } : q;
      }),
    );
  }

  async execute(sql: string): Promise<string> {
    const statements = splitStatements(sql);
    // Refused before submission: a SELECT run here would start a job only to be cancelled at once.
    if (statements.some(isQuery)) throw badRequest('sql: a SELECT returns rows; run it as a query');
    let lastJob = '';
    for (const statement of statements) {
      const r = await this.gateway.all(statement);
      if (r.jobID) lastJob = r.jobID;
    }
    return lastJob;
  }

  async query(
    sql: string,
    properties: Record<string, string>,
    limits: QueryLimits,
    signal: AbortSignal,
  ): Promise<KsqlDbQueryResult> {
    const statements = splitStatements(sql);
    if (statements.length !== 1) throw badRequest('sql: a query is exactly one statement');
    const { s, o } = await this.gateway.submit(statements[0]!, properties);
    const started = Date.now();
    // When the gateway first named the job: the sink's grace period counts from there (see below).
    let jobSeenAt: number | undefined;
    let lastRowAt = 0;
    let columnNames: string[] = [];
    const rows: string[] = [];
    let ended = false;
    let uri: string | undefined = this.gateway.firstPage(s, o);
    try {
      while (uri && !signal.aborted) {
        const page = await this.gateway.page(uri, signal);
        if (page.jobID) jobSeenAt ??= Date.now();
        if (page.results?.columns?.length) columnNames = page.results.columns.map((c) => c.name);
        for (const row of page.results?.data ?? []) {
          // A changelog's retractions would show a row twice; the table shows what the rows become.
          if (row.kind === 'UPDATE_BEFORE' || row.kind === 'DELETE') continue;
          if (rows.length >= limits.maxRows) break;
          rows.push(JSON.stringify(row.fields));
          lastRowAt = Date.now();
        }
        if (page.resultType === 'EOS') {
          ended = true;
          break;
        }
        const now = Date.now();
        if (rows.length >= limits.maxRows || now - started >= limits.maxMs) break;
        if (rows.length > 0 && now - lastRowAt >= limits.quietMs) break;
        if (!page.results?.data?.length) await sleep(250, signal);
        uri = page.nextResultUri;
      }
    } finally {
      if (rows.length === 0) await this.#awaitSinkStart(uri, jobSeenAt);
      await this.gateway.closeOperation(s, o);
    }
    return {
      ...(columnNames.length ? { columnNames } : {}),
      ...(rows.length ? { columnValues: rows } : {}),
      ...(!ended ? { truncated: true } : {}),
    };
  }

  /** Before closing a query that gave no row: keep reading (results are dropped) until a row shows the
   * sink is up, the query ends or fails, or the job has had the grace period since the gateway named it
   * (at most twice that in all, for a job that is never named). */
  async #awaitSinkStart(uri: string | undefined, jobSeenAt: number | undefined): Promise<void> {
    const begun = Date.now();
    let seen = jobSeenAt;
    let next = uri;
    while (
      next &&
      Date.now() - (seen ?? begun) < SINK_START_GRACE_MS &&
      Date.now() - begun < 2 * SINK_START_GRACE_MS
    ) {
      const page = await this.gateway.page(next).catch(() => undefined);
      if (!page || page.resultType === 'EOS' || (page.results?.data?.length ?? 0) > 0) return;
      if (page.jobID) seen ??= Date.now();
      await sleep(250);
      next = page.nextResultUri;
    }
  }

  async terminate(queryId: string): Promise<void> {
    if (!isFlinkJobId(queryId))
      throw badRequest(`queryId: '${queryId}' is not a Flink job id (32 hex digits)`);
    await this.gateway.all(`STOP JOB '${queryId}'`);
  }

  close(): Promise<void> {
    return this.gateway.close();
  }
}
