import type { StreamsMember, StreamsTasks } from '@console/contract';
import { Stack, Text } from '@mantine/core';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

/** `0: 0,1,2` per subtopology, as StreamsGroupCommand lists tasks. */
function tasks(list: StreamsTasks[] | undefined) {
  if (!list?.length) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={0}>
      {list.map((t) => (
        <Text key={t.subtopology} size="sm" ff="monospace">
          {t.subtopology}: {t.partitions.join(',')}
        </Text>
      ))}
    </Stack>
  );
}

const columns: DataColumn<StreamsMember>[] = [
  { id: 'clientId', header: 'Client id', accessor: (m) => m.clientId, sortable: true },
  { id: 'host', header: 'Host', accessor: (m) => m.host, sortable: true, nowrap: true },
  { id: 'processId', header: 'Process id', accessor: (m) => m.processId, sortable: true },
  { id: 'memberId', header: 'Member id', accessor: (m) => m.id },
  { id: 'epoch', header: 'Epoch', accessor: (m) => m.memberEpoch, width: 80 },
  {
    id: 'active',
    header: 'Active tasks',
    accessor: (m) => m.active?.length ?? 0,
    cell: (m) => tasks(m.active),
    nowrap: true,
  },
  {
    id: 'standby',
    header: 'Standby',
    accessor: (m) => m.standby?.length ?? 0,
    cell: (m) => tasks(m.standby),
    nowrap: true,
  },
  {
    id: 'warmup',
    header: 'Warm-up',
    accessor: (m) => m.warmup?.length ?? 0,
    cell: (m) => tasks(m.warmup),
    nowrap: true,
  },
];

/** Members of the group: one per stream thread, with the tasks the broker assigned them. */
export function StreamsMembersTab({ members }: { members: StreamsMember[] | undefined }) {
  return (
    <DataTable
      columns={columns}
      data={members ?? []}
      getRowId={(m) => m.id}
      emptyText="No members: the application is not running"
      testId="streams-members-table"
    />
  );
}
