import { HttpError, timedOut } from '../errors.ts';
import { type EngineOptions, sleep } from './engine.ts';
import { engineFetch } from './http.ts';

// Client of the Flink SQL Gateway REST API (v1 sessions and statements, v2 JSON results). Keeps ONE
// session per engine: Flink's default catalog lives in the session, so tables created through the console
// stay visible as long as the session does. A heartbeat keeps it from expiring (gateway default: 10 min
// idle) and a session the gateway no longer knows (restart, expiry) is recreated on first use.

const LABEL = 'Flink SQL Gateway';
const HEARTBEAT_MS = 60_000;

export interface FlinkColumn {
  name: string;
  logicalType?: { type?: string };
}
export interface FlinkRow {
  kind: string;
  fields: unknown[];
}
export interface FlinkResultPage {
  resultType: 'NOT_READY' | 'PAYLOAD' | 'EOS';
  isQueryResult?: boolean;
  jobID?: string;
  results?: { columns?: FlinkColumn[]; data?: FlinkRow[] };
  nextResultUri?: string;
}

/** The readable part of the gateway's Java stack trace: the first cause that is not a gateway wrapper. */
export function flinkErrorMessage(text: string): string {
  let errors: string[] = [];
  try {
    errors = (JSON.parse(text) as { errors?: string[] }).errors ?? [];
  } catch {
    return text.slice(0, 500);
  }
  const causes = errors
    .join('\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(Caused by: )?[\w.$]+(Exception|Error): /.test(l))
    .map((l) => l.replace(/^Caused by: /, ''));
  const useful = causes.find(
    (l) => !/(SqlGatewayException|SqlExecutionException|RestHandlerException)/.test(l),
  );
  const chosen =
    useful ?? causes.at(-1) ?? errors.find((e) => !e.startsWith('Internal server error')) ?? text;
  return chosen.replace(/^[\w.$]+(Exception|Error): /, '').slice(0, 1000);
}

const sessionGone = (message: string) => /Session '[^']*' does not exist/.test(message);

export class FlinkGateway {
  readonly options: EngineOptions;
  #session: Promise<string> | undefined;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(options: EngineOptions) {
    this.options = { ...options, url: options.url.replace(/\/+$/, '') };
  }

  /** One call; gateway errors become 502 naming the gateway, or 400 when `userError` says it was the SQL. */
  async call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const res = await engineFetch(this.options, LABEL, method, path, body, signal ? { signal } : {});
    if (res.status >= 200 && res.status < 300) return (res.text ? JSON.parse(res.text) : {}) as T;
    throw new GatewayError(res.status, `${LABEL} '${this.options.name}'`, flinkErrorMessage(res.text));
  }

  info(): Promise<{ productName: string; version: string }> {
    return this.call('GET', '/v1/info');
  }

  session(): Promise<string> {
    this.#session ??= this.call<{ sessionHandle: string }>('POST', '/v1/sessions', {
      sessionName: `kafka-console-${this.options.name}`,
    }).then(
      (r) => {
        this.#startHeartbeat();
        return r.sessionHandle;
      },
      (error: unknown) => {
        this.#session = undefined;
        throw error;
      },
    );
    return this.#session;
  }

  /**
   * The session, first checked with the gateway: after a gateway restart the handle kept here names
   * a session the gateway has forgotten, and the info page would show it as if it were alive.
   */
  async liveSession(): Promise<string> {
    const s = await this.session();
    const used = this.#session;
    try {
      await this.call('POST', `/v1/sessions/${s}/heartbeat`, {});
      return s;
    } catch (error) {
      if (!(error instanceof GatewayError && sessionGone(error.message))) throw error;
      // Another caller may have replaced it meanwhile: then that one is used.
      if (this.#session === used) this.#session = undefined;
      return this.session();
    }
  }

  #startHeartbeat(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(() => {
      const current = this.#session;
      current
        ?.then((s) => this.call('POST', `/v1/sessions/${s}/heartbeat`, {}))
        .catch((error: Error) => {
          // An expired session is recreated on next use; a gateway that is down will answer then too.
          if (this.#session === current && sessionGone(error.message)) this.#session = undefined;
        });
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Submits one statement; returns the session and operation handles. Recreates a lost session once. */
  async submit(
    statement: string,
    executionConfig: Record<string, string> = {},
  ): Promise<{ s: string; o: string }> {
    for (let attempt = 0; ; attempt++) {
      const s = await this.session();
      try {
        const body = { statement, ...(Object.keys(executionConfig).length ? { executionConfig } : {}) };
        const r = await this.call<{ operationHandle: string }>('POST', `/v1/sessions/${s}/statements`, body);
        return { s, o: r.operationHandle };
      } catch (error) {
        if (attempt === 0 && error instanceof GatewayError && sessionGone(error.message)) {
          this.#session = undefined;
          continue;
        }
        throw error;
      }
    }
  }

  /** One page of results; a failed statement is the user's SQL, so it answers 400 naming the field. */
  async page(uri: string, signal?: AbortSignal): Promise<FlinkResultPage> {
    try {
      return await this.call<FlinkResultPage>('GET', uri, undefined, signal);
    } catch (error) {
      if (error instanceof GatewayError && !sessionGone(error.message)) {
        throw new HttpError(400, `sql: ${error.detail}`);
      }
      throw error;
    }
  }

  firstPage(s: string, o: string): string {
    return `/v2/sessions/${s}/operations/${o}/result/0?rowFormat=JSON`;
  }

  /** Closing an operation also cancels the job of a running SELECT. Best effort: it may be gone already. */
  async closeOperation(s: string, o: string): Promise<void> {
    await this.call('DELETE', `/v1/sessions/${s}/operations/${o}/close`).catch(() => undefined);
  }

  /** Runs a statement to its end and returns every row (for SHOW / DESCRIBE-style statements). */
  async all(
    statement: string,
  ): Promise<{ columns: FlinkColumn[]; rows: unknown[][]; jobID?: string; query: boolean }> {
    const { s, o } = await this.submit(statement);
    const rows: unknown[][] = [];
    let columns: FlinkColumn[] = [];
    let jobID: string | undefined;
    let query = false;
    const deadline = Date.now() + this.options.timeoutMs;
    try {
      let uri: string | undefined = this.firstPage(s, o);
      while (uri) {
        const p = await this.page(uri);
        if (p.results?.columns?.length) columns = p.results.columns;
        for (const r of p.results?.data ?? []) rows.push(r.fields);
        jobID ??= p.jobID;
        if (p.isQueryResult) query = true;
        if (p.resultType === 'EOS') break;
        if (Date.now() > deadline)
          throw timedOut(
            `${LABEL} '${this.options.name}': statement still running after ${this.options.timeoutMs} ms`,
          );
        if (p.resultType === 'NOT_READY' || !p.results?.data?.length) await sleep(100);
        uri = p.nextResultUri;
      }
    } finally {
      await this.closeOperation(s, o);
    }
    return { columns, rows, query, ...(jobID ? { jobID } : {}) };
  }

  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    const current = this.#session;
    this.#session = undefined;
    const s = await current?.catch(() => undefined);
    if (s) await this.call('DELETE', `/v1/sessions/${s}`).catch(() => undefined);
  }
}

/** An error answer of the gateway (5xx for almost everything, SQL errors included). */
export class GatewayError extends HttpError {
  readonly detail: string;
  constructor(status: number, who: string, detail: string) {
    super(status >= 500 ? 502 : status, `${who}: ${detail}`);
    this.detail = detail;
  }
}
