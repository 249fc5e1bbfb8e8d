import {
  type AnswerOf,
  type BodyOf,
  type ErrorBody,
  fillPath,
  type OperationDef,
  type ParamsOf,
  type QueryOf,
} from '@console/contract';
import { apiUrl } from '../app/config.ts';
import { takeEarly } from './early-requests.ts';

/**
 * A failed API call. `status` is 0 when no answer came back (network failure), in which case the
 * message is the spec's 'Internal Server Error' (spec §8).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly stacktrace: string | undefined;

  constructor(status: number, message: string, stacktrace?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.stacktrace = stacktrace;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** From TanStack Query, so leaving a page cancels its pending requests. */
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const qs = params.toString();
  return `${apiUrl}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** The `{ message, stacktrace }` of a failed answer as an ApiError (also for event streams, lib/event-stream.ts). */
export async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    return new ApiError(response.status, body.message || response.statusText, body.stacktrace);
  } catch {
    return new ApiError(response.status, text || response.statusText || 'Internal Server Error');
  }
}

/** What a call of an operation takes; fields the operation has no schema for are left out. */
export type CallInput<O extends OperationDef> = (O['params'] extends object
  ? { params: ParamsOf<O> }
  : object) &
  (O['query'] extends object ? { query?: QueryOf<O> } : object) &
  (O['body'] extends object ? { body: BodyOf<O> } : object) & { signal?: AbortSignal };

type Loose = { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };

/** The address of an operation, for what is not fetched as JSON (server-sent events, downloads). */
export function operationUrl<O extends OperationDef>(op: O, input: Omit<CallInput<O>, 'signal'>): string {
  const { params, query } = input as Loose;
  return buildUrl(fillPath(op.path, params), query);
}

/**
 * Calls one operation of the contract's route table (spec §7): the path and method come from the
 * table, and the answer is checked against the operation's schema, so a server that answers
 * something else is an error the user sees instead of a silently wrong screen.
 */
export async function call<O extends OperationDef>(op: O, input: CallInput<O>): Promise<AnswerOf<O>> {
  const { params, query, body } = input as Loose;
  const answer = await api<unknown>(fillPath(op.path, params), {
    method: op.method,
    query,
    body,
    signal: input.signal,
  });
  if (op.status === 204 || !op.answer) return answer as AnswerOf<O>;
  const parsed = op.answer.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'answer';
    throw new ApiError(502, `Unexpected answer from ${op.method} ${op.path}: ${where}: ${issue?.message}`);
  }
  return parsed.data as AnswerOf<O>;
}

/**
 * The HTTP helper under `call`: JSON in and out, cookies sent. Aborts are re-thrown untouched so
 * the error mapping can recognise and ignore them. Features use `call`, not this.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, query } = options;
  let response: Response;
  const url = buildUrl(path, query);
  try {
    const early = method === 'GET' && body === undefined ? takeEarly(url) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        signal,
        credentials: 'include',
        headers: {
          ...(body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' }),
          // The server refuses cookie-authenticated changes without it (CSRF protection).
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Internal Server Error');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  // AKHQ answers a few calls (a stream-SQL statement's id) as plain text, not JSON.
  if (/^text\/plain\b/i.test(response.headers.get('content-type') ?? '')) return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}
