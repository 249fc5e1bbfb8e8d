import { HttpError } from '../errors.ts';
import { componentFetch, errorMessage, segment } from '../http/component-fetch.ts';

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

export class RegistryClient {
  readonly #options: RegistryOptions;
  readonly #byId = new Map<number, Promise<RegisteredSchema>>();
  readonly #subjectsById = new Map<number, Promise<Array<{ subject: string; version: number }>>>();
  readonly #byVersion = new Map<string, Promise<SubjectVersion>>();

  constructor(options: RegistryOptions) {
    this.#options = { ...options, url: options.url.replace(/\/+$/, '') };
  }

  /**
   * One REST call. Registry errors keep their status (404 unknown subject, 409 incompatible, 422
   * invalid schema) and the registry's own message; no answer is 502, a slow one 504.
   */
  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const { status, text } = await componentFetch(
      { ...this.#options, label: 'Schema registry' },
      method,
      path,
      body,
      {
        headers: {
          accept: 'application/vnd.schemaregistry.v1+json, application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.schemaregistry.v1+json' }),
        },
      },
    );
    if (status >= 400) {
      const mapped = status >= 500 ? 502 : status === 422 ? 409 : status;
      throw new HttpError(mapped, `Schema registry: ${errorMessage(text) || String(status)}`);
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

  /** Subjects (and versions) that registered this id; ids never change, so this is cached too. */
  subjectsOfId(id: number): Promise<Array<{ subject: string; version: number }>> {
    let pending = this.#subjectsById.get(id);
    if (!pending) {
      pending = this.request<Array<{ subject: string; version: number }>>(
        'GET',
        `/schemas/ids/${id}/versions`,
      );
      pending.catch(() => this.#subjectsById.delete(id));
      this.#subjectsById.set(id, pending);
    }
    return pending;
  }

  /**
   * A numbered version of a subject, as a schema reference names it (decoding resolves references
   * through this). A version's schema does not change, so it is cached like schemas by id.
   */
  referencedVersion(subject: string, version: number): Promise<SubjectVersion> {
    const key = `${version}:${subject}`;
    let pending = this.#byVersion.get(key);
    if (!pending) {
      pending = this.version(subject, version);
      pending.catch(() => this.#byVersion.delete(key));
      this.#byVersion.set(key, pending);
    }
    return pending;
  }

  /** The latest version of a subject (produce serialises through it); asked each time. */
  latestOfSubject(subject: string): Promise<RegisteredSchema & { id: number }> {
    return this.request<{
      id: number;
      schema: string;
      schemaType?: SchemaType;
      references?: SchemaReference[];
    }>('GET', `/subjects/${segment(subject)}/versions/latest`).then((s) => ({
      id: s.id,
      schema: s.schema,
      schemaType: s.schemaType ?? 'AVRO',
      references: s.references ?? [],
    }));
  }

  subjects(): Promise<string[]> {
    return this.request<string[]>('GET', '/subjects');
  }

  // --- Subjects, versions and compatibility, for the schema registry screens (issue 7). ---

  /** Version numbers of a subject, oldest first. */
  versions(subject: string): Promise<number[]> {
    return this.request<number[]>('GET', `/subjects/${segment(subject)}/versions`);
  }

  /** One version (`latest` or a number) of a subject. */
  version(subject: string, version: number | 'latest'): Promise<SubjectVersion> {
    return this.request<SubjectVersion>('GET', `/subjects/${segment(subject)}/versions/${version}`);
  }

  /**
   * The subject's compatibility level, falling back to the global one. Confluent answers 404 for a
   * subject without its own level unless asked to fall back; some registries ignore the flag.
   */
  async compatibility(subject: string): Promise<string> {
    try {
      const own = await this.request<{ compatibilityLevel?: string; compatibility?: string }>(
        'GET',
        `/config/${segment(subject)}?defaultToGlobal=true`,
      );
      const level = own.compatibilityLevel ?? own.compatibility;
      if (level) return level;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    }
    return this.globalCompatibility();
  }

  /** The registry's global level (Apicurio reads NONE even while it still checks, stack/README.md). */
  async globalCompatibility(): Promise<string> {
    const global = await this.request<{ compatibilityLevel?: string; compatibility?: string }>(
      'GET',
      '/config',
    );
    return global.compatibilityLevel ?? global.compatibility ?? 'BACKWARD';
  }

  async setGlobalCompatibility(level: string): Promise<void> {
    await this.request('PUT', '/config', { compatibility: level });
  }

  async setCompatibility(subject: string, level: string): Promise<void> {
    await this.request('PUT', `/config/${segment(subject)}`, { compatibility: level });
  }

  /** Registers a schema under a subject (a new version unless the same schema is already there). */
  register(subject: string, schema: SchemaInput): Promise<{ id: number }> {
    return this.request<{ id: number }>(
      'POST',
      `/subjects/${segment(subject)}/versions`,
      registryBody(schema),
    );
  }

  /** Whether a candidate schema may follow the subject's latest version under its level. */
  checkCompatibility(
    subject: string,
    schema: SchemaInput,
  ): Promise<{ is_compatible: boolean; messages?: string[] }> {
    return this.request(
      'POST',
      `/compatibility/subjects/${segment(subject)}/versions/latest?verbose=true`,
      registryBody(schema),
    );
  }

  /** Soft delete, as AKHQ does; `permanent` then removes the soft-deleted subject for good. */
  async deleteSubject(subject: string, permanent = false): Promise<void> {
    try {
      await this.request('DELETE', `/subjects/${segment(subject)}`);
    } catch (error) {
      // Already soft-deleted: a permanent delete may still remove it.
      if (!permanent || !(error instanceof HttpError) || error.statusCode !== 404) throw error;
    }
    if (permanent) await this.request('DELETE', `/subjects/${segment(subject)}?permanent=true`);
  }

  async deleteVersion(subject: string, version: number): Promise<void> {
    await this.request('DELETE', `/subjects/${segment(subject)}/versions/${version}`);
  }

  /** Subjects and versions that use a global schema id. */
  usagesOfId(id: number): Promise<Array<{ subject: string; version: number }>> {
    return this.request('GET', `/schemas/ids/${id}/versions`);
  }
}

/** A subject version as `GET /subjects/{s}/versions/{v}` answers it. */
export interface SubjectVersion {
  subject: string;
  id: number;
  version: number;
  schema: string;
  schemaType?: SchemaType;
  references?: SchemaReference[];
}

export interface SchemaInput {
  schema: string;
  schemaType: SchemaType;
  references: SchemaReference[];
}

/** Confluent leaves schemaType out for Avro; older registries reject the member, so do the same. */
function registryBody({ schema, schemaType, references }: SchemaInput) {
  return {
    schema,
    ...(schemaType !== 'AVRO' ? { schemaType } : {}),
    ...(references.length > 0 ? { references } : {}),
  };
}
