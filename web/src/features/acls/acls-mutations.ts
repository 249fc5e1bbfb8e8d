import { AclBinding, type AclBindingsCreated, type AclEntry } from '@console/contract';
import { aclOps } from '@console/contract/api/acl';
import { useOperation } from '../../lib/use-operation.ts';
import { aclKeys } from './acls-queries.ts';

/** What a batch did, said plainly: created, and already there (left alone). */
export function createdText({ created, existing }: AclBindingsCreated, principal: string): string {
  const made = `${created} ACL${created === 1 ? '' : 's'} for '${principal}' created`;
  return existing > 0 ? `${made}, ${existing} already there` : made;
}

/** Several bindings at once (several operations, or a template's set); every ACL view is refreshed. */
export function useCreateAcls(cluster: string) {
  return useOperation(aclOps.createMany, {
    input: (bindings: AclBinding[]) => ({ params: { cluster }, body: { bindings } }),
    success: (answer, bindings) => createdText(answer, bindings[0]?.principal ?? ''),
    invalidates: () => [aclKeys.all(cluster)],
  });
}

/** Deletes exactly the binding of one listed entry of `principal`. */
export function useDeleteAcl(cluster: string, principal: string) {
  return useOperation(aclOps.delete, {
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
