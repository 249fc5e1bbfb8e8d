import { badRequest, timedOut, unreachable } from '../errors.ts';

// One HTTP call to a component the console talks to over REST (schema registry, Connect, the
// stream-SQL engines): basic auth, a deadline, and errors that name the component. No answer is
// 502, a slow one 504; what an error answer means is left to each client, which knows its API.

export interface ComponentTarget {
  /** 'Schema registry', 'Connect', 'Flink SQL Gateway', ... */
  label: string;
  /** The instance's configured name, when the cluster may have several. */
  name?: string;
  url: string;
  username?: string;
  password?: string;
  timeoutMs: number;
}

export interface ComponentResponse {
  status: number;
  text: string;
}

export async function componentFetch(
  target: ComponentTarget,
  method: string,
  path: string,
  body?: unknown,
  extra: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ComponentResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  // A user and password written into the URL become the basic-auth header: fetch refuses such a
  // URL, and its refusal would repeat the password in the message.
  const { address, username, password } = credentialsOf(target);
  if (username !== undefined) {
    const token = Buffer.from(`${username}:${password ?? ''}`).toString('base64');
    headers.authorization = `Basic ${token}`;
  }
  const who = target.name === undefined ? target.label : `${target.label} '${target.name}'`;
  const timeout = AbortSignal.timeout(target.timeoutMs);
  const signal = extra.signal ? AbortSignal.any([timeout, extra.signal]) : timeout;
  try {
    const response = await fetch(`${address}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (timeout.aborted)
      throw timedOut(`${who} did not answer within ${target.timeoutMs} ms (${method} ${path})`);
    if (extra.signal?.aborted) throw error;
    const cause = String((error as Error).cause ?? (error as Error).message).replaceAll(target.url, address);
    throw unreachable(`${who} is unreachable at ${address}: ${cause}`);
  }
}

function credentialsOf(target: ComponentTarget): { address: string; username?: string; password?: string } {
  const address = withoutCredentials(target.url);
  if (target.username !== undefined) return { address, username: target.username, password: target.password };
  if (!URL.canParse(target.url)) return { address };
  const { username, password } = new URL(target.url);
  return username
    ? { address, username: decodeURIComponent(username), password: decodeURIComponent(password) }
    : { address };
}

/** The `message` of a JSON error answer, else the text itself. */
export function errorMessage(text: string): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text;
  }
}

/**
 * One path segment of a REST component's URL, encoded. `.` and `..` cannot be sent at all: URL
 * parsing resolves them (encoded or not), so the request would reach another resource.
 */
export function segment(value: string): string {
  if (value === '.' || value === '..') throw badRequest(`'${value}' is not a valid name`);
  return encodeURIComponent(value);
}

/** The address without a user and password written into it, for messages and logs. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//');
  }
}
