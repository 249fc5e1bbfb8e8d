// ACLs for a few principals: literal and prefixed topics, groups, cluster, transactional ids, one DENY.
import {
  type Acl,
  AclOperations,
  AclPermissionTypes,
  type Admin,
  ResourcePatternTypes,
  ResourceTypes,
} from '@platformatic/kafka';

const acl = (
  principal: string,
  resourceType: keyof typeof ResourceTypes,
  resourceName: string,
  pattern: 'LITERAL' | 'PREFIXED',
  operation: keyof typeof AclOperations,
  permission: 'ALLOW' | 'DENY' = 'ALLOW',
): Acl => ({
  principal,
  host: '*',
  resourceType: ResourceTypes[resourceType],
  resourceName,
  resourcePatternType: ResourcePatternTypes[pattern],
  operation: AclOperations[operation],
  permissionType: AclPermissionTypes[permission],
});

export const MAIN_ACLS: Acl[] = [
  acl('User:alice', 'TOPIC', 'orders', 'LITERAL', 'READ'),
  acl('User:alice', 'TOPIC', 'orders', 'LITERAL', 'DESCRIBE'),
  acl('User:alice', 'TOPIC', 'payments-', 'PREFIXED', 'WRITE'),
  acl('User:alice', 'GROUP', 'billing-', 'PREFIXED', 'READ'),
  acl('User:bob', 'TOPIC', 'clickstream-', 'PREFIXED', 'READ'),
  acl('User:bob', 'GROUP', 'clickstream-analytics', 'LITERAL', 'READ'),
  acl('User:bob', 'TOPIC', 'orders', 'LITERAL', 'WRITE', 'DENY'),
  acl('User:analytics', 'CLUSTER', 'kafka-cluster', 'LITERAL', 'DESCRIBE'),
  acl('User:analytics', 'CLUSTER', 'kafka-cluster', 'LITERAL', 'IDEMPOTENT_WRITE'),
  acl('User:analytics', 'TOPIC', '*', 'LITERAL', 'DESCRIBE_CONFIGS'),
  acl('User:analytics', 'TRANSACTIONAL_ID', 'analytics-tx-', 'PREFIXED', 'WRITE'),
  acl('User:analytics', 'TRANSACTIONAL_ID', 'analytics-tx-', 'PREFIXED', 'DESCRIBE'),
];

/** On the SASL cluster nothing is allowed without an ACL: alice may read orders-replica, bob nothing. */
export const SECOND_ACLS: Acl[] = [
  acl('User:alice', 'TOPIC', 'orders-replica', 'LITERAL', 'READ'),
  acl('User:alice', 'TOPIC', 'orders-replica', 'LITERAL', 'DESCRIBE'),
  acl('User:alice', 'GROUP', 'alice-', 'PREFIXED', 'READ'),
];

const same = (a: Acl, b: Acl) =>
  a.principal === b.principal &&
  a.host === b.host &&
  a.resourceType === b.resourceType &&
  a.resourceName === b.resourceName &&
  a.resourcePatternType === b.resourcePatternType &&
  a.operation === b.operation &&
  a.permissionType === b.permissionType;

export async function seedAcls(admin: Admin, wanted: Acl[]): Promise<number> {
  const existing = await admin.describeAcls({
    filter: {
      resourceType: ResourceTypes.ANY,
      resourceName: null,
      resourcePatternType: ResourcePatternTypes.ANY,
      principal: null,
      host: null,
      operation: AclOperations.ANY,
      permissionType: AclPermissionTypes.ANY,
    },
  });
  const have: Acl[] = existing.flatMap((r) =>
    r.acls.map((a) => ({
      resourceType: r.resourceType,
      resourceName: r.resourceName,
      resourcePatternType: r.resourcePatternType,
      ...a,
    })),
  );
  const missing = wanted.filter((w) => !have.some((h) => same(h, w)));
  if (missing.length) await admin.createAcls({ creations: missing });
  return missing.length;
}
