import { HttpError, timedOut, unreachable } from '../errors.ts';
import type { EngineOptions } from './engine.ts';

// One HTTP helper for both engine clients: no answer is 502, a slow one 504, an error answer keeps its
// 4xx (the engine refused the statement: the user's SQL) and turns 5xx into 502, naming the engine.

export interface EngineResponse {
  status: number;
  text: string;
}

export async function engineFetch(
  options: EngineOptions,
  label: string,
  method: string,
  path: string,
  body?: unknown,
  extra: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<EngineResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.username !== undefined) {
    const token = Buffer.from(`${options.username}:${options.password ?? ''}`).toString('base64');
    headers.authorization = `Basic ${token}`;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = extra.signal ? AbortSignal.any([timeout, extra.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${options.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (timeout.aborted) {
      throw timedOut(
        `${label} '${options.name}' did not answer within ${options.timeoutMs} ms (${method} ${path})`,
      );
    }
    if (extra.signal?.aborted) throw error;
    const cause = (error as Error).cause ?? (error as Error).message;
    throw unreachable(`${label} '${options.name}' is unreachable at ${options.url}: ${cause}`);
  }
}

/** An error answer as the console's error: the engine's 400 (it refused the statement) stays 400 and names
 * the `sql` field; anything else (auth, unknown path, 5xx) is the engine failing: 502. */
export function engineError(label: string, name: string, status: number, message: string): HttpError {
  if (status === 400) return new HttpError(400, `sql: ${message}`);
  return unreachable(`${label} '${name}': ${message}`);
}
