// The one permission vocabulary (spec §6), shared by the server's checks, the web app's route
// guards, the sidebar and permission-aware buttons. Spelled as the spec spells it; a misspelled
// resource or action is a type error because every use goes through `P`.

export const ACTIONS_BY_RESOURCE = {
  // REASSIGN moves replicas between brokers (and cancels a move); ELECT_LEADER runs leader elections.
  TOPIC: ['READ', 'CREATE', 'UPDATE', 'DELETE', 'READ_CONFIG', 'ALTER_CONFIG', 'REASSIGN', 'ELECT_LEADER'],
  TOPIC_DATA: ['READ', 'CREATE', 'DELETE'],
  NODE: ['READ', 'READ_CONFIG', 'ALTER_CONFIG'],
  CONSUMER_GROUP: ['READ', 'DELETE', 'UPDATE_OFFSET', 'DELETE_OFFSET'],
  ACL: ['READ', 'CREATE', 'DELETE'],
  SCHEMA: ['READ', 'CREATE', 'UPDATE', 'DELETE', 'DELETE_VERSION'],
  CONNECT_CLUSTER: ['READ'],
  CONNECTOR: ['READ', 'CREATE', 'UPDATE', 'DELETE', 'UPDATE_STATE'],
  KSQLDB: ['READ', 'EXECUTE'],
  // Kafka 4 operations (issue 16). Share and streams groups are groups: CONSUMER_GROUP covers them.
  /** Client quotas (user, client id, IP, defaults); names are not pattern-matched. */
  QUOTA: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
  /** SCRAM credentials; patterns match user names. */
  SCRAM_USER: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
  /** KRaft quorum and feature levels; UPDATE_FEATURE upgrades a finalized feature. */
  CLUSTER: ['READ', 'UPDATE_FEATURE'],
} as const;

export type Resource = keyof typeof ACTIONS_BY_RESOURCE;
export type ActionOf<R extends Resource> = (typeof ACTIONS_BY_RESOURCE)[R][number];
export type Action = ActionOf<Resource>;

export const RESOURCES = Object.keys(ACTIONS_BY_RESOURCE) as Resource[];
export const ACTIONS: readonly Action[] = [...new Set(Object.values(ACTIONS_BY_RESOURCE).flat())];

export interface Permission<R extends Resource = Resource> {
  readonly resource: R;
  readonly action: ActionOf<R>;
}

type PermissionTable = { readonly [R in Resource]: { readonly [A in ActionOf<R>]: Permission<R> } };

function buildTable(): PermissionTable {
  const table: Record<string, Record<string, Permission>> = {};
  for (const resource of RESOURCES) {
    table[resource] = {};
    for (const action of ACTIONS_BY_RESOURCE[resource]) {
      table[resource][action] = Object.freeze({ resource, action }) as Permission;
    }
  }
  return table as unknown as PermissionTable;
}

/** `P.TOPIC.DELETE`, `P.NODE.READ`, ... */
export const P: PermissionTable = buildTable();

/** Flattened roles as the web app keeps them: resource -> actions (spec §3 "Session data"). */
export type FlatRoles = Partial<Record<Resource, readonly string[]>>;

export function can(roles: FlatRoles, permission: Permission): boolean {
  return roles[permission.resource]?.includes(permission.action) ?? false;
}

export function isResource(value: string): value is Resource {
  return value in ACTIONS_BY_RESOURCE;
}

/** Every permission there is: what "open console" (no security section) grants. */
export function allPermissions(): Permission[] {
  const table = P as unknown as Record<string, Record<string, Permission>>;
  return RESOURCES.flatMap((r) => ACTIONS_BY_RESOURCE[r].map((a) => table[r]![a]!));
}
