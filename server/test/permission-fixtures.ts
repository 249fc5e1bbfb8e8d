import { allPermissions, type Permission } from '@console/contract';
import { AclOperations, AclPermissionTypes, ResourcePatternTypes, ResourceTypes } from '@platformatic/kafka';
import type { ConsoleConfig } from '../src/config/schema.ts';
import type { AppContext } from '../src/context.ts';

// Helpers of the route-table test: a group per permission granting everything except it, and a
// snapshot of what the clusters hold, to prove that refused calls changed nothing.

export const groupLacking = (p: Permission) => `all-but-${p.resource}-${p.action}`;

/** Adds, for every permission, a role and group granting all the others. */
export function withLackingGroups(config: ConsoleConfig): ConsoleConfig {
  const security = config.security!;
  for (const missing of allPermissions()) {
    const name = groupLacking(missing);
    security.roles[name] = allPermissions()
      .filter((p) => p !== missing)
      .map((p) => ({ resources: [p.resource], actions: [p.action] }));
    security.groups[name] = [{ role: name, patterns: ['.*'], clusters: ['.*'] }];
  }
  return config;
}

/** Other engineers' tests create and delete `it-`/`e2e-` objects meanwhile; ours carry `mine`. */
const stable = (mine: string) => (name: string) => !/^(it|e2e)-/.test(name) || name.includes(mine);

export async function snapshot(ctx: AppContext, mine: string, registryUrl: string, connectUrl: string) {
  const keep = stable(mine);
  const topics = async (cluster: string) =>
    (await ctx.kafka.run(cluster, 'list topics', (a) => a.listTopics({ includeInternals: true })))
      .filter(keep)
      .sort();
  const groups = [...(await ctx.kafka.run('main', 'list groups', (a) => a.listGroups())).keys()]
    .filter(keep)
    .sort();
  const acls = (
    await ctx.kafka.run('main', 'list acls', (a) =>
      a.describeAcls({
        filter: {
          resourceType: ResourceTypes.ANY,
          resourceName: null,
          resourcePatternType: ResourcePatternTypes.ANY,
          principal: null,
          host: null,
          operation: AclOperations.ANY,
          permissionType: AclPermissionTypes.ANY,
        },
      }),
    )
  )
    .flatMap((r) =>
      r.acls.map((acl) => `${r.resourceType}:${r.resourceName}:${acl.principal}:${acl.operation}`),
    )
    .filter((line) => keep(line.split(':')[1] ?? ''))
    .sort();
  const subjects = ((await (await fetch(`${registryUrl}/subjects`)).json()) as string[]).filter(keep).sort();
  const connectors = ((await (await fetch(`${connectUrl}/connectors`)).json()) as string[])
    .filter(keep)
    .sort();
  return { main: await topics('main'), second: await topics('second'), groups, acls, subjects, connectors };
}
