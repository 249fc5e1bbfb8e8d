import type { ShareGroup } from '@console/contract';
import { GroupMembersTable } from '../../components/group-members-table.tsx';

/**
 * Members of a share group: several members may be assigned the same partition (records are
 * shared, not split), so the assignments overlap by design.
 */
export function ShareGroupMembersTab({ group }: { group: ShareGroup }) {
  return (
    <GroupMembersTable
      testId="share-members-table"
      members={group.members ?? []}
      idHeader="Member Id"
      assignmentsHeader="Assigned partitions"
      epoch
      emptyText="No active member: no share consumer is connected"
    />
  );
}
