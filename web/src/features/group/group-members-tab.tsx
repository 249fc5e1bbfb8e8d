import type { ConsumerGroup } from '@console/contract';
import { GroupMembersTable } from '../../components/group-members-table.tsx';

/** Members tab: client id, member id, host and the partitions assigned to each member. */
export function GroupMembersTab({ group }: { group: ConsumerGroup }) {
  return (
    <GroupMembersTable
      testId="group-members-table"
      members={group.members ?? []}
      idHeader="Id"
      assignmentsHeader="Assignments"
    />
  );
}
