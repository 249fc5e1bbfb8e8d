import { useQuery } from '@tanstack/react-query';
import { ResourceAclsTable } from '../../components/resource-acls-table.tsx';
import { groupQueries } from './group-queries.ts';

/** ACLs tab of a group: who may do what on this group resource (`GET group/{g}/acls`). */
export function GroupAclsTab({ clusterId, groupId }: { clusterId: string; groupId: string }) {
  const acls = useQuery(groupQueries.acls(clusterId, groupId));
  return <ResourceAclsTable testId="group-acls-table" acls={acls.data} loading={acls.isPending} />;
}
