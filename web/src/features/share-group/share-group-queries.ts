import { aclOps } from '@console/contract/api/acl';
import { shareGroupOps } from '@console/contract/api/share-group';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { orMissing } from '../../lib/missing.ts';

/** Query keys and fetchers of share groups (KIP-932). */
export const shareGroupKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'share-group'] as const,
  one: (clusterId: string, groupId: string) => [...shareGroupKeys.all(clusterId), 'one', groupId] as const,
  acls: (clusterId: string, groupId: string) => [...shareGroupKeys.one(clusterId, groupId), 'acls'] as const,
};

export const shareGroupQueries = {
  /** A missing group is an answer (null): the page shows a not-found state, not a toast. */
  one: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: shareGroupKeys.one(cluster, groupId),
      queryFn: ({ signal }) => orMissing(call(shareGroupOps.get, { params: { cluster, groupId }, signal })),
      refetchInterval: (query) => (query.state.data === null ? false : 10_000),
    }),
  acls: (cluster: string, groupId: string) =>
    queryOptions({
      queryKey: shareGroupKeys.acls(cluster, groupId),
      queryFn: ({ signal }) => call(aclOps.group, { params: { cluster, groupId }, signal }),
    }),
};
