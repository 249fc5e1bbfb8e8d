import { AclBinding, type AclEntry, ops } from '@console/contract';
import { useOperation } from '../../lib/use-operation.ts';
import { aclKeys } from './acls-queries.ts';

/** 'Create an ACL' (beyond AKHQ's read-only ACL API): one binding; every ACL view is refreshed. */
export function useCreateAcl(cluster: string) {
  return useOperation(ops.acl.create, {
    input: (binding: AclBinding) => ({ params: { cluster }, body: binding }),
    success: (_, binding) => `ACL for '${binding.principal}' created`,
    invalidates: () => [aclKeys.all(cluster)],
  });
}

/** Deletes exactly the binding of one listed entry of `principal`. */
export function useDeleteAcl(cluster: string, principal: string) {
  return useOperation(ops.acl.delete, {
    input: (entry: AclEntry) => ({ params: { cluster }, body: bindingOf(principal, entry) }),
    success: () => `ACL of '${principal}' deleted`,
    invalidates: () => [aclKeys.all(cluster)],
  });
}

/** The binding an entry of the server's answer stands for, checked by the contract's schema. */
function bindingOf(principal: string, e: AclEntry): AclBinding {
  return AclBinding.parse({
    principal,
    resourceType: e.resource.resourceType,
    resourceName: e.resource.name,
    patternType: e.resource.patternType,
    operation: e.operation.operation,
    permissionType: e.operation.permissionType,
    host: e.host,
  });
}
