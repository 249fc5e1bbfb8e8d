import type { AccessControl, AclBinding } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys and fetchers of the ACL area (spec §7 "ACLs"), plus create/delete. */
export const aclKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'acls'] as const,
  list: (clusterId: string, search: string) => [...aclKeys.all(clusterId), 'list', search] as const,
  principal: (clusterId: string, encoded: string, type: string) =>
    [...aclKeys.all(clusterId), 'principal', encoded, type] as const,
};

const base = (clusterId: string) => `${encodeURIComponent(clusterId)}/acls`;

export const aclQueries = {
  list: (clusterId: string, search: string) =>
    queryOptions({
      queryKey: aclKeys.list(clusterId, search),
      queryFn: ({ signal }) =>
        api<AccessControl[]>(base(clusterId), { signal, query: { search: search || undefined } }),
    }),
  principal: (clusterId: string, encoded: string, resourceType: string) =>
    queryOptions({
      queryKey: aclKeys.principal(clusterId, encoded, resourceType),
      queryFn: ({ signal }) =>
        api<AccessControl>(`${base(clusterId)}/${encodeURIComponent(encoded)}`, {
          signal,
          query: { resourceType },
        }),
    }),
};

export const aclApi = {
  create: (clusterId: string, binding: AclBinding) =>
    api<AccessControl>(base(clusterId), { method: 'POST', body: binding }),
  remove: (clusterId: string, binding: AclBinding) =>
    api<void>(base(clusterId), { method: 'DELETE', body: binding }),
};

export const NO_ACLS =
  'No ACLS found, or the "authorizer.class.name" parameter is not configured on the cluster.';
