import type { CompatibilityResult, Schema, SchemaConfig, SchemaList, SchemaSort } from '@console/contract';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { paginate } from '../paging.ts';
import type { RegistryClient, SchemaInput, SubjectVersion } from '../registry/registry-client.ts';
import type { SortedListOptions } from '../sorted-list.ts';

// Subjects and their versions (spec §2.9) over the Confluent REST API. Functions take the registry
// client as an argument so tests can drive them against the real registry without HTTP.

export interface SchemaWrite extends SchemaInput {
  subject: string;
  compatibilityLevel?: string | undefined;
}

function toSchema(version: SubjectVersion, compatibilityLevel?: string): Schema {
  return {
    id: version.id,
    subject: version.subject,
    version: version.version,
    ...(compatibilityLevel ? { compatibilityLevel: compatibilityLevel as Schema['compatibilityLevel'] } : {}),
    schema: version.schema,
    schemaType: version.schemaType ?? 'AVRO',
    ...(version.references && version.references.length > 0 ? { references: version.references } : {}),
  };
}

/** A subject the registry could not give us: listed with the reason instead of its schema. */
function failedSchema(subject: string, error: unknown): Schema {
  return { id: 0, subject, version: 0, exception: (error as Error).message };
}

/** Case-insensitive "contains" on the subject name; empty search matches everything. */
export function matchesSearch(subject: string, search: string | undefined): boolean {
  return !search || subject.toLowerCase().includes(search.trim().toLowerCase());
}

/** A subject's latest version with its compatibility level, or the reason the registry gave none. */
async function listedSchema(registry: RegistryClient, subject: string): Promise<Schema> {
  try {
    const [version, level] = await Promise.all([
      registry.version(subject, 'latest'),
      registry.compatibility(subject),
    ]);
    return toSchema(version, level);
  } catch (error) {
    return failedSchema(subject, error);
  }
}

/** Runs `work` over items with at most `limit` at once, answers in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// Levels from loosest to strictest, so a sort on compatibility reads as a scale.
const LEVELS = [
  'NONE',
  'BACKWARD',
  'BACKWARD_TRANSITIVE',
  'FORWARD',
  'FORWARD_TRANSITIVE',
  'FULL',
  'FULL_TRANSITIVE',
];

const sortValue: Record<Exclude<SchemaSort, 'subject'>, (s: Schema) => string | number> = {
  version: (s) => s.version,
  compatibility: (s) => LEVELS.indexOf(s.compatibilityLevel ?? ''),
  schemaType: (s) => s.schemaType ?? '',
};

/** Orders listed schemas on one column, then by subject. */
export function sortSchemas(schemas: Schema[], sort: SchemaSort = 'subject', desc = false): Schema[] {
  const compare = (a: Schema, b: Schema): number => {
    if (sort === 'subject') return a.subject.localeCompare(b.subject);
    const x = sortValue[sort](a);
    const y = sortValue[sort](b);
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  };
  return [...schemas].sort(
    (a, b) => (desc ? -compare(a, b) : compare(a, b)) || a.subject.localeCompare(b.subject),
  );
}

/**
 * One page of subjects, each with its latest version and compatibility level; `visible` drops what
 * the caller may not see. Sorted by subject, only the page's subjects are read; sorted on another
 * column, every subject is (8 at a time), since the order depends on all of them.
 */
export async function listSchemas(
  registry: RegistryClient,
  options: SortedListOptions<SchemaSort>,
): Promise<SchemaList> {
  const subjects = options
    .visible(await registry.subjects())
    .filter((s) => matchesSearch(s, options.search))
    .sort((a, b) => a.localeCompare(b));
  if (options.sort === undefined || options.sort === 'subject') {
    const ordered = options.desc ? subjects.reverse() : subjects;
    const { results: names = [], ...page } = paginate(ordered, options.page, options.pageSize, options.link);
    const results = await Promise.all(names.map((subject) => listedSchema(registry, subject)));
    return { ...page, ...(results.length > 0 ? { results } : {}) };
  }
  const all = await mapLimited(subjects, 8, (subject) => listedSchema(registry, subject));
  const sorted = sortSchemas(all, options.sort, options.desc);
  const { results = [], ...page } = paginate(sorted, options.page, options.pageSize, options.link);
  return { ...page, ...(results.length > 0 ? { results } : {}) };
}

/** The registry's global level (beyond AKHQ). */
export async function globalConfig(registry: RegistryClient): Promise<SchemaConfig> {
  return { compatibilityLevel: (await registry.globalCompatibility()) as SchemaConfig['compatibilityLevel'] };
}

export async function setGlobalConfig(registry: RegistryClient, config: SchemaConfig): Promise<SchemaConfig> {
  await registry.setGlobalCompatibility(config.compatibilityLevel);
  return globalConfig(registry);
}

/** A subject's level (its own, else the global one); unknown subjects are 404. */
export async function subjectConfig(registry: RegistryClient, subject: string): Promise<SchemaConfig> {
  if (!(await subjectExists(registry, subject))) throw notFound(`Subject '${subject}' not found`);
  return {
    compatibilityLevel: (await registry.compatibility(subject)) as SchemaConfig['compatibilityLevel'],
  };
}

export async function setSubjectConfig(
  registry: RegistryClient,
  subject: string,
  config: SchemaConfig,
): Promise<SchemaConfig> {
  if (!(await subjectExists(registry, subject))) throw notFound(`Subject '${subject}' not found`);
  await registry.setCompatibility(subject, config.compatibilityLevel);
  return subjectConfig(registry, subject);
}

export async function latestSchema(registry: RegistryClient, subject: string): Promise<Schema> {
  const [version, level] = await Promise.all([
    registry.version(subject, 'latest'),
    registry.compatibility(subject),
  ]);
  return toSchema(version, level);
}

/** Every version of a subject, oldest first; a version that cannot be read carries its exception. */
export async function schemaVersions(registry: RegistryClient, subject: string): Promise<Schema[]> {
  const [numbers, level] = await Promise.all([registry.versions(subject), registry.compatibility(subject)]);
  return Promise.all(
    numbers.map((n) =>
      registry.version(subject, n).then(
        (v) => toSchema(v, level),
        (error) => ({ ...failedSchema(subject, error), version: n }),
      ),
    ),
  );
}

async function subjectExists(registry: RegistryClient, subject: string): Promise<boolean> {
  try {
    return (await registry.versions(subject)).length > 0;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return false;
    throw error;
  }
}

/** A new subject: refused when it exists; the level is set once the first version is in. */
export async function createSubject(registry: RegistryClient, write: SchemaWrite): Promise<Schema> {
  if (await subjectExists(registry, write.subject))
    throw conflict(`Subject '${write.subject}' already exists`);
  await registry.register(write.subject, write);
  if (write.compatibilityLevel) {
    // The subject exists now: say so if only its level could not be set (nothing is left unsaid).
    await registry.setCompatibility(write.subject, write.compatibilityLevel).catch((error: Error) => {
      throw new HttpError(
        error instanceof HttpError ? error.statusCode : 502,
        `Schema '${write.subject}' created, but its compatibility could not be set: ${error.message}`,
      );
    });
  }
  return latestSchema(registry, write.subject);
}

/**
 * A new version of an existing subject. A changed level is set first (so a looser level lets the
 * new schema in) and put back when the registry refuses the schema: nothing is left half-done.
 */
export async function updateSubject(
  registry: RegistryClient,
  subject: string,
  write: SchemaWrite,
): Promise<Schema> {
  if (write.subject !== subject) throw badRequest('subject: must equal the subject of the path');
  if (!(await subjectExists(registry, subject))) throw notFound(`Subject '${subject}' not found`);
  const before = await registry.compatibility(subject);
  const change = write.compatibilityLevel && write.compatibilityLevel !== before;
  if (change) await registry.setCompatibility(subject, write.compatibilityLevel!);
  try {
    await registry.register(subject, write);
  } catch (error) {
    if (change) await registry.setCompatibility(subject, before).catch(() => {});
    throw error;
  }
  return latestSchema(registry, subject);
}

/** Asks the registry whether the candidate may follow the latest version (beyond AKHQ). */
export async function checkCompatibility(
  registry: RegistryClient,
  subject: string,
  candidate: SchemaInput,
): Promise<CompatibilityResult> {
  const answer = await registry.checkCompatibility(subject, candidate);
  const messages = (answer.messages ?? []).filter((m) => m !== '');
  return { compatible: answer.is_compatible, ...(messages.length > 0 ? { messages } : {}) };
}

/**
 * `GET schema/id/{id}?topic`: the subject using the id whose name contains the topic, else the first.
 * Subjects the caller may see come first; when it may see none, the answer names a hidden subject
 * and the permission hook refuses it (403 rather than a misleading 404).
 */
export async function schemaById(
  registry: RegistryClient,
  id: number,
  topic: string | undefined,
  visible: (subjects: string[]) => string[],
): Promise<Pick<Schema, 'id' | 'subject' | 'version'>> {
  const all = await registry.usagesOfId(id).catch((error) => {
    if (error instanceof HttpError && error.statusCode === 404) return [];
    throw error;
  });
  const seen = new Set(visible(all.map((u) => u.subject)));
  const shown = all.filter((u) => seen.has(u.subject));
  const usages = shown.length > 0 ? shown : all;
  const chosen = (topic ? usages.find((u) => u.subject.includes(topic)) : undefined) ?? usages[0];
  if (!chosen) throw notFound(`Unable to find the registry schema with id ${id} !`);
  return { id, subject: chosen.subject, version: chosen.version };
}

/**
 * `GET schema/topic/{topic}`: every subject for a topic's key and value pickers, the topic's own
 * subject first (`<topic>-key` / `<topic>-value`), then subjects starting with the topic name, then
 * the rest alphabetically; each with its latest version.
 */
export async function preferredSchemas(
  registry: RegistryClient,
  topic: string,
  visible: (subjects: string[]) => string[],
): Promise<{ key: Schema[]; value: Schema[] }> {
  const subjects = visible(await registry.subjects());
  const latest = new Map(
    await Promise.all(
      subjects.map(
        async (s) =>
          [
            s,
            await registry.version(s, 'latest').then(
              (v) => toSchema(v),
              (e) => failedSchema(s, e),
            ),
          ] as const,
      ),
    ),
  );
  const ordered = (own: string) =>
    [...subjects]
      .sort((a, b) => rank(a, own, topic) - rank(b, own, topic) || a.localeCompare(b))
      .map((s) => latest.get(s)!);
  return { key: ordered(`${topic}-key`), value: ordered(`${topic}-value`) };
}

function rank(subject: string, own: string, topic: string): number {
  if (subject === own) return 0;
  return subject.startsWith(topic) ? 1 : 2;
}
