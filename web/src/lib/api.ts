import type { ErrorBody } from '@console/contract';
import { apiUrl } from '../app/config.ts';

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

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    return new ApiError(response.status, body.message || response.statusText, body.stacktrace);
  } catch {
    return new ApiError(response.status, text || response.statusText || 'Internal Server Error');
  }
}

/**
 * The one HTTP helper (spec §7): JSON in and out, cookies sent, typed by the contract. Aborts are
 * re-thrown untouched so the error mapping can recognise and ignore them.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, query } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'include',
      headers: {
        ...(body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' }),
        // The server refuses cookie-authenticated changes without it (CSRF protection).
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Internal Server Error');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
