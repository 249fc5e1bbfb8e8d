import {
  DEFAULT_ENTITY,
  entityText,
  QUOTA_KEY_NAMES,
  type Quota,
  type QuotaChange,
  type QuotaDelete,
  type QuotaEntity,
  type QuotaEntityPart,
  type QuotaEntityType,
  type QuotaKey,
  type QuotaValues,
} from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { conflict, notFound } from '../errors.ts';
import { settle } from './settle.ts';

// Client quotas through the admin's describeClientQuotas / alterClientQuotas (keys 48 and 49). Takes
// the admin client as an argument so tests can drive it against the real cluster without HTTP.

const EXACT = 0;
const DEFAULT = 1;

type Entry = Awaited<ReturnType<Admin['describeClientQuotas']>>[number];

const TYPE_ORDER: readonly string[] = ['user', 'client-id', 'ip'];

function toQuota(entry: Entry): Quota {
  const entity = entry.entity
    .map(
      (e): QuotaEntityPart => ({
        type: e.entityType as QuotaEntityType,
        ...(e.entityName === null ? {} : { name: e.entityName }),
      }),
    )
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  // Kafka answers the keys in no fixed order: always the same order on screen.
  const values: QuotaValues = {};
  for (const key of QUOTA_KEY_NAMES) {
    const found = entry.values.find((v) => v.key === key);
    if (found) values[key] = found.value;
  }
  return { entity, values };
}

export interface QuotaFilter {
  type?: QuotaEntityType;
  search?: string;
  user?: string;
}

/** Applies to `user`: the user's own entities and the user defaults (with a client id or not). */
const appliesTo = (user: string) => (q: Quota) =>
  q.entity.some((p) => p.type === 'user' && (p.name === undefined || p.name === user));

export async function listQuotas(admin: Admin, filter: QuotaFilter = {}): Promise<Quota[]> {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const entries = await admin.describeClientQuotas({ components: [], strict: false });
  return entries
    .map(toQuota)
    .filter((q) => !filter.type || q.entity.some((p) => p.type === filter.type))
    .filter((q) => !filter.user || appliesTo(filter.user)(q))
    .filter((q) => !needle || q.entity.some((p) => (p.name ?? DEFAULT_ENTITY).toLowerCase().includes(needle)))
    .sort((a, b) => entityText(a.entity).localeCompare(entityText(b.entity)));
}

/** The entity's own quotas (strict: not those of entities that merely include it). */
async function quotaOf(admin: Admin, entity: QuotaEntity): Promise<QuotaValues> {
  const entries = await admin.describeClientQuotas({
    components: entity.map((p) =>
      p.name === undefined
        ? { entityType: p.type, matchType: DEFAULT }
        : { entityType: p.type, matchType: EXACT, match: p.name },
    ),
    strict: true,
  });
  const values: QuotaValues = {};
  for (const entry of entries) Object.assign(values, toQuota(entry).values);
  return values;
}

async function alter(admin: Admin, entity: QuotaEntity, set: QuotaValues, remove: string[]): Promise<void> {
  const ops = [
    ...Object.entries(set).map(([key, value]) => ({
      key: key as QuotaKey,
      value: value ?? 0,
      remove: false as const,
    })),
    ...remove.map((key) => ({ key: key as QuotaKey, remove: true as const })),
  ];
  await admin.alterClientQuotas({
    entries: [{ entities: entity.map((p) => ({ entityType: p.type, entityName: p.name ?? null })), ops }],
  });
  await settle(async () => {
    const now = await quotaOf(admin, entity);
    return (
      Object.entries(set).every(([key, value]) => now[key as QuotaKey] === (value ?? 0)) &&
      remove.every((key) => !(key in now))
    );
  });
}

export async function createQuota(admin: Admin, change: QuotaChange): Promise<Quota> {
  const existing = Object.keys(await quotaOf(admin, change.entity));
  if (existing.length > 0) {
    throw conflict(
      `${entityText(change.entity)} already has quotas (${existing.join(', ')}): change them instead`,
    );
  }
  await alter(admin, change.entity, change.values, []);
  return { entity: change.entity, values: change.values };
}

/** Sets exactly `values`: the entity's other keys are removed. The answer is what was sent. */
export async function updateQuota(admin: Admin, change: QuotaChange): Promise<Quota> {
  const existing = Object.keys(await quotaOf(admin, change.entity));
  if (existing.length === 0) throw notFound(`${entityText(change.entity)} has no quotas`);
  const dropped = existing.filter((key) => !(key in change.values));
  await alter(admin, change.entity, change.values, dropped);
  return { entity: change.entity, values: change.values };
}

export async function deleteQuota(admin: Admin, request: QuotaDelete): Promise<void> {
  const existing = Object.keys(await quotaOf(admin, request.entity));
  const keys = request.keys ?? existing;
  const missing = keys.filter((key) => !existing.includes(key));
  if (existing.length === 0 || missing.length > 0) {
    throw notFound(
      existing.length === 0
        ? `${entityText(request.entity)} has no quotas`
        : `${entityText(request.entity)} has no ${missing.join(', ')} quota`,
    );
  }
  await alter(admin, request.entity, {}, keys);
}
