import { useQuery } from '@tanstack/react-query';
import { ResourceAclsTable } from '../../components/resource-acls-table.tsx';
import { shareGroupQueries } from './share-group-queries.ts';

// A share group is a GROUP resource for Kafka's authorizer, like any group: the same ACLs apply.

/** Who may do what on this group (`GET group/{g}/acls`). */
export function ShareGroupAclsTab({ clusterId, groupId }: { clusterId: string; groupId: string }) {
  const acls = useQuery(shareGroupQueries.acls(clusterId, groupId));
  return <ResourceAclsTable testId="share-acls-table" acls={acls.data} loading={acls.isPending} />;
}
