import type { Consumer, ConsumerGroup } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

const columns: DataColumn<Consumer>[] = [
  { id: 'clientId', header: 'Client Id', accessor: (m) => m.clientId, sortable: true },
  { id: 'id', header: 'Id', accessor: (m) => m.id },
  { id: 'host', header: 'Host', accessor: (m) => m.host },
  {
    id: 'assignments',
    header: 'Assignments',
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

/** Members tab: client id, member id, host and the partitions assigned to each member. */
export function GroupMembersTab({ group }: { group: ConsumerGroup }) {
  return (
    <DataTable
      testId="group-members-table"
      columns={columns}
      data={group.members ?? []}
      getRowId={(m) => m.id}
    />
  );
}
