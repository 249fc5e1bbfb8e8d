import { useQuery } from '@tanstack/react-query';
import { ResourceAclsTable } from '../../components/resource-acls-table.tsx';
import { topicQueries } from './topic-queries.ts';

/** ACLs tab (spec §2.4): principal, host, permissions on this topic. */
export function TopicAclsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const acls = useQuery(topicQueries.acls(clusterId, topicId));
  return <ResourceAclsTable testId="topic-acl-table" acls={acls.data} loading={acls.isPending} />;
}
