import { type FlatRoles, isResource, type RoleEntry } from '@console/contract';

function matchesCluster(patterns: readonly string[] | undefined, clusterId: string | undefined): boolean {
  // No cluster patterns means the binding applies everywhere, as in AKHQ (default '.*').
  if (!patterns || patterns.length === 0 || clusterId === undefined) return true;
  return patterns.some((pattern) => {
    try {
      return new RegExp(`^(?:${pattern})$`).test(clusterId);
    } catch {
      return false;
    }
  });
}

/**
 * `/api/me` roles come as (resources x actions) entries per group binding; screens ask "may I do
 * action A on resource R here?", so flatten them to resource -> actions for one cluster. Lower-case
 * role-type spellings (topic, registry, ...) are not resources and are skipped.
 */
export function flattenRoles(entries: readonly RoleEntry[] | undefined, clusterId?: string): FlatRoles {
  const flat: Record<string, Set<string>> = {};
  for (const entry of entries ?? []) {
    if (!matchesCluster(entry.clusters, clusterId)) continue;
    for (const resource of entry.resources ?? []) {
      if (!isResource(resource)) continue;
      flat[resource] ??= new Set();
      for (const action of entry.actions ?? []) flat[resource].add(action);
    }
  }
  return Object.fromEntries(Object.entries(flat).map(([r, actions]) => [r, [...actions]])) as FlatRoles;
}

export function hasAnyRole(roles: FlatRoles): boolean {
  return Object.values(roles).some((actions) => actions && actions.length > 0);
}

const AREA_ORDER = [
  ['topic', 'TOPIC'],
  ['node', 'NODE'],
  ['group', 'CONSUMER_GROUP'],
  ['acls', 'ACL'],
  ['schema', 'SCHEMA'],
] as const;

export type Area = (typeof AREA_ORDER)[number][0];

/** First area the user may read, in spec §2.1's order; any other non-empty role set gets 'topic'. */
export function firstArea(roles: FlatRoles): Area | undefined {
  const readable = AREA_ORDER.find(([, resource]) => roles[resource]?.includes('READ'));
  if (readable) return readable[0];
  return hasAnyRole(roles) ? 'topic' : undefined;
}
