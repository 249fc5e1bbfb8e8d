import type { GroupAssignment } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { type DataColumn, DataTable } from './data-table/index.ts';

// The members of a group with the partitions assigned to each: a consumer group's and a share
// group's members tab. Their headers differ (a share member's epoch, its overlapping assignments).

export interface MemberRow {
  id: string;
  clientId: string;
  host: string;
  memberEpoch?: number;
  assignments?: GroupAssignment[] | undefined;
}

export interface MembersTableProps {
  testId: string;
  members: MemberRow[];
  idHeader: string;
  assignmentsHeader: string;
  /** Shows each member's epoch (share groups). */
  epoch?: boolean;
  emptyText?: string;
}

function columnsOf(props: MembersTableProps): DataColumn<MemberRow>[] {
  return [
    { id: 'clientId', header: 'Client Id', accessor: (m) => m.clientId, sortable: true },
    { id: 'id', header: props.idHeader, accessor: (m) => m.id },
    { id: 'host', header: 'Host', accessor: (m) => m.host },
    ...(props.epoch
      ? [{ id: 'epoch', header: 'Epoch', nowrap: true, accessor: (m: MemberRow) => m.memberEpoch ?? '' }]
      : []),
    {
      id: 'assignments',
      header: props.assignmentsHeader,
      accessor: (m) => (m.assignments ?? []).length,
      cell: (m) => (
        <Group gap={4}>
          {(m.assignments ?? []).map((a) => (
            <Badge
              key={`${a.topic}-${a.partition}`}
              variant="light"
              tt="none"
              data-testid="member-assignment"
            >
              {a.topic}-{a.partition}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
}

export function GroupMembersTable(props: MembersTableProps) {
  return (
    <DataTable
      testId={props.testId}
      columns={columnsOf(props)}
      data={props.members}
      getRowId={(m) => m.id}
      {...(props.emptyText !== undefined ? { emptyText: props.emptyText } : {})}
    />
  );
}
