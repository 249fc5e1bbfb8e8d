import type { ShareGroup, ShareGroupMember } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

const columns: DataColumn<ShareGroupMember>[] = [
  { id: 'clientId', header: 'Client Id', accessor: (m) => m.clientId, sortable: true },
  { id: 'id', header: 'Member Id', accessor: (m) => m.id },
  { id: 'host', header: 'Host', accessor: (m) => m.host },
  { id: 'epoch', header: 'Epoch', nowrap: true, accessor: (m) => m.memberEpoch },
  {
    id: 'assignments',
    header: 'Assigned partitions',
    accessor: (m) => (m.assignments ?? []).length,
    cell: (m) => (
      <Group gap={4}>
        {(m.assignments ?? []).map((a) => (
          <Badge key={`${a.topic}-${a.partition}`} variant="light" tt="none" data-testid="member-assignment">
            {a.topic}-{a.partition}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/**
 * Members of a share group: several members may be assigned the same partition (records are
 * shared, not split), so the assignments overlap by design.
 */
export function ShareGroupMembersTab({ group }: { group: ShareGroup }) {
  return (
    <DataTable
      testId="share-members-table"
      columns={columns}
      data={group.members ?? []}
      getRowId={(m) => m.id}
      emptyText="No active member: no share consumer is connected"
    />
  );
}
