import { HttpError, unreachable } from '../errors.ts';
import { type ComponentResponse, componentFetch } from '../http/component-fetch.ts';
import type { EngineOptions } from './engine.ts';

// HTTP for both engine clients: an error answer keeps its 4xx (the engine refused the statement:
// the user's SQL) and turns 5xx into 502, naming the engine.

export type EngineResponse = ComponentResponse;

/** A call to an engine, named `<label> '<engine name>'` in errors. */
export function engineFetch(
  options: EngineOptions,
  label: string,
  method: string,
  path: string,
  body?: unknown,
  extra: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<EngineResponse> {
  return componentFetch({ ...options, label }, method, path, body, extra);
}

/** An error answer as the console's error: the engine's 400 (it refused the statement) stays 400 and names
 * the `sql` field; anything else (auth, unknown path, 5xx) is the engine failing: 502. */
export function engineError(label: string, name: string, status: number, message: string): HttpError {
  if (status === 400) return new HttpError(400, `sql: ${message}`);
  return unreachable(`${label} '${name}': ${message}`);
}
