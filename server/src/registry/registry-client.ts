import { HttpError, timedOut, unreachable } from '../errors.ts';

// Client of the Confluent Schema Registry REST API, which Confluent, Redpanda, Karapace and
// Apicurio (its /apis/ccompat/v7 endpoint) all serve. One per cluster. Schemas by id never change,
// so they are cached for the life of the process; everything else is asked each time.

export interface RegistryOptions {
  url: string;
  username?: string;
  password?: string;
  timeoutMs: number;
}

export type SchemaType = 'AVRO' | 'JSON' | 'PROTOBUF';

export interface SchemaReference {
  name: string;
  subject: string;
  version: number;
}

/** A schema as `GET /schemas/ids/{id}` answers it; Avro is the default when schemaType is left out. */
export interface RegisteredSchema {
  schema: string;
  schemaType: SchemaType;
  references: SchemaReference[];
}

interface RegistryErrorBody {
  error_code?: number;
  message?: string;
}

export class RegistryClient {
  readonly #options: RegistryOptions;
  readonly #byId = new Map<number, Promise<RegisteredSchema>>();

  constructor(options: RegistryOptions) {
    this.#options = { ...options, url: options.url.replace(/\/+$/, '') };
  }

  /**
   * One REST call. Registry errors keep their status (404 unknown subject, 409 incompatible, 422
   * invalid schema) and the registry's own message; no answer is 502, a slow one 504.
   */
  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const { url, username, password, timeoutMs } = this.#options;
    const headers: Record<string, string> = {
      accept: 'application/vnd.schemaregistry.v1+json, application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/vnd.schemaregistry.v1+json';
    if (username !== undefined) {
      headers.authorization = `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`;
    }
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError')
        throw timedOut(`Schema registry did not answer within ${timeoutMs} ms (${method} ${path})`);
      throw unreachable(
        `Schema registry is unreachable at ${url}: ${(error as Error).cause ?? (error as Error).message}`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as RegistryErrorBody).message ?? text;
      } catch {}
      const status = response.status >= 500 ? 502 : response.status === 422 ? 409 : response.status;
      throw new HttpError(status, `Schema registry: ${message || response.statusText}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The schema with this global id; cached, and concurrent lookups of one id share one call. */
  schemaById(id: number): Promise<RegisteredSchema> {
    let pending = this.#byId.get(id);
    if (!pending) {
      pending = this.request<{ schema: string; schemaType?: SchemaType; references?: SchemaReference[] }>(
        'GET',
        `/schemas/ids/${id}`,
      ).then((s) => ({
        schema: s.schema,
        schemaType: s.schemaType ?? 'AVRO',
        references: s.references ?? [],
      }));
      pending.catch(() => this.#byId.delete(id));
      this.#byId.set(id, pending);
    }
    return pending;
  }

  subjects(): Promise<string[]> {
    return this.request<string[]>('GET', '/subjects');
  }
}
