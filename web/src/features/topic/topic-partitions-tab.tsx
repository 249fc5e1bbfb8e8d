import { formatBytes, type Partition } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { topicQueries } from './topic-queries.ts';

const columns: DataColumn<Partition>[] = [
  { id: 'id', header: 'Id', accessor: (p) => p.id, sortable: true, width: 70 },
  { id: 'leader', header: 'Leader', accessor: (p) => p.leader?.id, sortable: true, width: 90 },
  {
    id: 'replicas',
    header: 'Replicas',
    accessor: (p) => p.nodes.map((n) => n.id).join(','),
    cell: (p) => (
      <Group gap={4}>
        {p.nodes.map((n) => (
          <Badge
            key={n.id}
            color={n.inSyncReplicas ? 'green' : 'red'}
            variant={n.leader ? 'filled' : 'light'}
            data-testid="replica-badge"
            data-in-sync={n.inSyncReplicas}
          >
            {n.id}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    id: 'offsets',
    header: 'Offsets',
    accessor: (p) => p.lastOffset,
    cell: (p) => `${p.firstOffset.toLocaleString()} ⇢ ${p.lastOffset.toLocaleString()}`,
  },
  {
    id: 'size',
    header: 'Size',
    accessor: (p) => p.logDirSize,
    cell: (p) => `${(p.lastOffset - p.firstOffset).toLocaleString()} - ${formatBytes(p.logDirSize)}`,
    sortable: true,
  },
];

/** Partitions tab (spec §2.4): leader, replicas green when in sync and red when not, offsets, size. */
export function TopicPartitionsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const partitions = useQuery(topicQueries.partitions(clusterId, topicId));
  return (
    <DataTable
      testId="partition-table"
      columns={columns}
      data={partitions.data}
      loading={partitions.isPending}
      getRowId={(p) => String(p.id)}
    />
  );
}
