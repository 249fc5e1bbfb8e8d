import { ops } from '@console/contract';
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
        call(ops.acl.list, { params: { cluster }, query: { search: search || undefined }, signal }),
    }),
  /** `encoded` is the principal as the URL carries it (base64). */
  principal: (cluster: string, encoded: string, resourceType: string) =>
    queryOptions({
      queryKey: aclKeys.principal(cluster, encoded, resourceType),
      queryFn: ({ signal }) =>
        call(ops.acl.principal, { params: { cluster, principal: encoded }, query: { resourceType }, signal }),
    }),
};

export const NO_ACLS =
  'No ACLS found, or the "authorizer.class.name" parameter is not configured on the cluster.';
