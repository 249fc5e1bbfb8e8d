import type { Binding, Caller } from './permission.ts';
import type { ExternalUsersConfig, SecurityConfig } from './security-config.ts';

// From group names to what a caller may do. Tokens carry group names only; roles and patterns are
// read from the config on each request, so a config change applies without logging in again.

/** Patterns are full matches, as in AKHQ: `orders-.*` allows `orders-eu`, not `old-orders-eu`. */
function fullMatch(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

export function bindingsOf(security: SecurityConfig, groupNames: readonly string[]): Binding[] {
  const names = new Set(groupNames);
  // The default group applies to everyone, logged in or not (AKHQ adds it to every user).
  if (security['default-group']) names.add(security['default-group']);
  const bindings: Binding[] = [];
  for (const name of names) {
    // Own keys only: a group named `constructor` must not find the object's prototype.
    for (const grant of Object.hasOwn(security.groups, name) ? (security.groups[name] ?? []) : []) {
      for (const entry of Object.hasOwn(security.roles, grant.role)
        ? (security.roles[grant.role] ?? [])
        : []) {
        bindings.push({
          resources: entry.resources,
          actions: entry.actions,
          patterns: grant.patterns.map(fullMatch),
          clusters: grant.clusters.map(fullMatch),
        });
      }
    }
  }
  return bindings;
}

export function userCaller(security: SecurityConfig, username: string, groups: readonly string[]): Caller {
  return { logged: true, username, bindings: bindingsOf(security, groups) };
}

export function anonymousCaller(security: SecurityConfig): Caller {
  return { logged: false, bindings: bindingsOf(security, []) };
}

/** Console groups of an external user: the source's default group plus the mapped external groups. */
export function mapExternalGroups(source: ExternalUsersConfig, external: readonly string[]): string[] {
  const groups = new Set<string>();
  if (source['default-group']) groups.add(source['default-group']);
  for (const mapping of source.groups) {
    if (external.includes(mapping.name)) for (const g of mapping.groups) groups.add(g);
  }
  return [...groups];
}
