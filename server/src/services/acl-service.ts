import type { AccessControl, AclBinding, AclEntry } from '@console/contract';
import {
  type Acl,
  type AclFilter,
  AclOperations,
  AclPermissionTypes,
  type Admin,
  ResourcePatternTypes,
  ResourceTypes,
} from '@platformatic/kafka';
import { conflict, notFound } from '../errors.ts';
import { settle } from './settle.ts';

// ACLs read and changed through Kafka's admin API, answered in AKHQ's AccessControl shape: one
// entry per principal. Kafka's numeric enums are turned into their constant names here only.

const nameOf = (table: Record<string, number>, value: number) =>
  Object.entries(table).find(([, v]) => v === value)?.[0] ?? 'UNKNOWN';

type ResourceName = keyof typeof ResourceTypes;

export interface AclQuery {
  resourceType?: ResourceName;
  resourceName?: string;
  /** MATCH finds the literal, wildcard and prefixed bindings that apply to the name. */
  patternType?: keyof typeof ResourcePatternTypes;
  principal?: string;
}

/** Every binding matching the query, grouped by principal (sorted), bindings sorted within. */
export async function describeAcls(admin: Admin, query: AclQuery = {}): Promise<AccessControl[]> {
  const filter: AclFilter = {
    resourceType: ResourceTypes[query.resourceType ?? 'ANY'],
    resourceName: query.resourceName ?? null,
    resourcePatternType: ResourcePatternTypes[query.patternType ?? 'ANY'],
    principal: query.principal ?? null,
    host: null,
    operation: AclOperations.ANY,
    permissionType: AclPermissionTypes.ANY,
  };
  const resources = await admin.describeAcls({ filter }).catch((error: unknown) => {
    // SECURITY_DISABLED: no authorizer on the cluster. The screens then say so with their empty text.
    if (
      JSON.stringify((error as { errors?: { apiCode?: number }[] }).errors?.map((e) => e.apiCode)).includes(
        '54',
      )
    )
      return [];
    throw error;
  });
  const byPrincipal = new Map<string, AclEntry[]>();
  for (const r of resources) {
    for (const a of r.acls) {
      const list = byPrincipal.get(a.principal) ?? [];
      list.push({
        host: a.host,
        operation: {
          operation: nameOf(AclOperations, a.operation),
          permissionType: nameOf(AclPermissionTypes, a.permissionType),
        },
        resource: {
          resourceType: nameOf(ResourceTypes, r.resourceType),
          name: r.resourceName,
          patternType: nameOf(ResourcePatternTypes, r.resourcePatternType),
        },
      });
      byPrincipal.set(a.principal, list);
    }
  }
  const key = (e: AclEntry) =>
    `${e.resource.resourceType}\u0000${e.resource.name}\u0000${e.operation.operation}\u0000${e.host}`;
  return [...byPrincipal]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([principal, acls]) => ({ principal, acls: acls.sort((x, y) => key(x).localeCompare(key(y))) }));
}

function toAcl(b: AclBinding): Acl {
  return {
    resourceType: ResourceTypes[b.resourceType],
    resourceName: b.resourceName,
    resourcePatternType: ResourcePatternTypes[b.patternType],
    principal: b.principal,
    host: b.host,
    operation: AclOperations[b.operation],
    permissionType: AclPermissionTypes[b.permissionType],
  };
}

async function exists(admin: Admin, b: AclBinding): Promise<boolean> {
  const found = await admin.describeAcls({ filter: toAcl(b) });
  return found.some((r) => r.acls.length > 0);
}

const settled = (admin: Admin, bindings: AclBinding[], present: boolean) =>
  settle(async () => (await Promise.all(bindings.map((b) => exists(admin, b)))).every((s) => s === present));

export async function createAcl(admin: Admin, binding: AclBinding): Promise<void> {
  if (await exists(admin, binding)) throw conflict('This ACL already exists');
  await admin.createAcls({ creations: [toAcl(binding)] });
  await settled(admin, [binding], true);
}

/**
 * Creates the bindings that do not exist yet, in one CreateAcls request; the others are counted as
 * existing and left alone, so applying a template twice changes nothing.
 */
export async function createAcls(
  admin: Admin,
  bindings: AclBinding[],
): Promise<{ created: number; existing: number }> {
  const unique = [...new Map(bindings.map((b) => [JSON.stringify(toAcl(b)), b])).values()];
  const present = await Promise.all(unique.map((b) => exists(admin, b)));
  const missing = unique.filter((_, i) => !present[i]);
  if (missing.length > 0) {
    await admin.createAcls({ creations: missing.map(toAcl) });
    await settled(admin, missing, true);
  }
  return { created: missing.length, existing: unique.length - missing.length };
}

/** Deletes exactly this binding (every field matched literally); 404 when it is not there. */
export async function deleteAcl(admin: Admin, binding: AclBinding): Promise<number> {
  const deleted = await admin.deleteAcls({ filters: [toAcl(binding)] });
  if (deleted.length === 0) throw notFound('No such ACL: nothing was deleted');
  await settled(admin, [binding], false);
  return deleted.length;
}
