import { aclOps } from '@console/contract/api/acl';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the ACL area (spec §7 "ACLs"). */
export const aclKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'acls'] as const,
  list: (clusterId: string, search: string) => [...aclKeys.all(clusterId), 'list', search] as const,
  principal: (clusterId: string, encoded: string, type: string) =>
    [...aclKeys.all(clusterId), 'principal', encoded, type] as const,
};

export const aclQueries = {
  list: (cluster: string, search: string) =>
    queryOptions({
      queryKey: aclKeys.list(cluster, search),
      queryFn: ({ signal }) =>
        call(aclOps.list, { params: { cluster }, query: { search: search || undefined }, signal }),
    }),
  /** `encoded` is the principal as the URL carries it (base64). */
  principal: (cluster: string, encoded: string, resourceType: string) =>
    queryOptions({
      queryKey: aclKeys.principal(cluster, encoded, resourceType),
      queryFn: ({ signal }) =>
        call(aclOps.principal, { params: { cluster, principal: encoded }, query: { resourceType }, signal }),
    }),
};

/**
 * Empty texts that say what is known (issue 15): a cluster with no ACL at all may also have no
 * authorizer, a search or a principal's tab simply found none.
 */
export const NO_ACLS =
  'No ACLs on this cluster (if you expected some: is "authorizer.class.name" configured on its brokers?)';

export function noMatch(search: string): string {
  return `No principal matches '${search}'`;
}

export function noneOfType(principal: string, typeName: string): string {
  return `${principal} has no ${typeName.toLowerCase()} ACLs`;
}
