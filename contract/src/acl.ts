import { z } from 'zod';
import { ClusterParams } from './common.ts';

// ACLs in AKHQ's wire shape (akhq-api.md §3 AccessControl): one entry per principal with its ACL
// bindings, enums written by Kafka's constant names.

export const ACL_RESOURCE_TYPES = [
  'TOPIC',
  'GROUP',
  'CLUSTER',
  'TRANSACTIONAL_ID',
  'DELEGATION_TOKEN',
  'USER',
] as const;
export const AclResourceType = z.enum(ACL_RESOURCE_TYPES);
export type AclResourceType = z.infer<typeof AclResourceType>;

export const ACL_PATTERN_TYPES = ['LITERAL', 'PREFIXED'] as const;
export const AclPatternType = z.enum(ACL_PATTERN_TYPES);

export const ACL_OPERATIONS = [
  'ALL',
  'READ',
  'WRITE',
  'CREATE',
  'DELETE',
  'ALTER',
  'DESCRIBE',
  'CLUSTER_ACTION',
  'DESCRIBE_CONFIGS',
  'ALTER_CONFIGS',
  'IDEMPOTENT_WRITE',
  'CREATE_TOKENS',
  'DESCRIBE_TOKENS',
] as const;
export const AclOperation = z.enum(ACL_OPERATIONS);
export type AclOperation = z.infer<typeof AclOperation>;

export const ACL_PERMISSIONS = ['ALLOW', 'DENY'] as const;
export const AclPermissionType = z.enum(ACL_PERMISSIONS);

export const AclEntry = z.object({
  host: z.string(),
  operation: z.object({ operation: z.string(), permissionType: z.string() }),
  resource: z.object({ resourceType: z.string(), name: z.string(), patternType: z.string() }),
});
export type AclEntry = z.infer<typeof AclEntry>;

export const AccessControl = z.object({ principal: z.string(), acls: z.array(AclEntry).optional() });
export type AccessControl = z.infer<typeof AccessControl>;
export const AccessControls = z.array(AccessControl);

export const AclListQuery = z.object({ search: z.string().optional() });

/**
 * `principal` travels as the standard base64 of the principal text (`VXNlcjphbGljZQ==` for
 * `User:alice`) and is the decoded text once parsed, so the permission hook checks the principal
 * itself against the caller's patterns. Anything that does not decode to `Type:name` is a 400.
 */
export const AclPrincipalParams = ClusterParams.extend({
  principal: z
    .string()
    .min(1)
    .transform((encoded, ctx) => {
      const principal = principalFrom(encoded);
      if (principal !== undefined) return principal;
      ctx.addIssue({
        code: 'custom',
        message: `'${encoded}' is not the base64 of a principal such as User:alice`,
      });
      return z.NEVER;
    }),
});
export const AclPrincipalQuery = z.object({
  resourceType: z
    .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum([...ACL_RESOURCE_TYPES, 'ANY']))
    .optional(),
});

const principalText = z
  .string({ error: 'principal is required' })
  .trim()
  .regex(/^[A-Za-z][\w-]*:.+$/, 'principal must look like Type:name, e.g. User:alice');

/** Create or delete one ACL binding (beyond AKHQ, whose API only reads ACLs). */
export const AclBinding = z
  .object({
    principal: principalText,
    resourceType: AclResourceType,
    resourceName: z.string({ error: 'resourceName is required' }).trim().min(1, 'resourceName is required'),
    patternType: AclPatternType,
    operation: AclOperation,
    permissionType: AclPermissionType,
    host: z.string().trim().min(1, 'host is required').default('*'),
  })
  .refine((b) => b.resourceType !== 'CLUSTER' || b.resourceName === 'kafka-cluster', {
    message: "resourceName of a CLUSTER resource must be 'kafka-cluster'",
    path: ['resourceName'],
  });
export type AclBinding = z.infer<typeof AclBinding>;

/**
 * Beyond AKHQ: several bindings created at once (several operations, or a template's set). Each
 * binding is checked as one; bindings that already exist are left as they are.
 */
export const AclBindings = z.object({ bindings: z.array(AclBinding).min(1, 'no ACL to create').max(100) });
export type AclBindings = z.input<typeof AclBindings>;

export const AclBindingsCreated = z.object({
  /** Bindings that did not exist and now do. */
  created: z.number().int(),
  /** Bindings that were there already (left unchanged). */
  existing: z.number().int(),
});
export type AclBindingsCreated = z.infer<typeof AclBindingsCreated>;

/** Base64 of a principal as the URL carries it (standard alphabet, like the browser's btoa). */
export function encodePrincipal(principal: string): string {
  const bytes = new TextEncoder().encode(principal);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodePrincipal(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The principal a path segment carries, when it is the base64 of one (`Type:name`). */
function principalFrom(encoded: string): string | undefined {
  try {
    // A client that encoded the segment twice still reaches the same principal.
    const principal = decodePrincipal(decodeURIComponent(encoded));
    return principal.includes(':') ? principal : undefined;
  } catch {
    return undefined;
  }
}
