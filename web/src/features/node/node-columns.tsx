import { formatBytes } from '@console/contract';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { leaderShare, type NodeRow } from './node-rows.ts';

export const nodeColumns: DataColumn<NodeRow>[] = [
  { id: 'id', header: 'Id', accessor: (n) => n.id, sortable: true, width: 80 },
  { id: 'host', header: 'Host', accessor: (n) => `${n.host}:${n.port}`, sortable: true },
  { id: 'version', header: 'Version', accessor: (n) => n.version ?? '', sortable: true, nowrap: true },
  {
    id: 'controller',
    header: 'Controller',
    accessor: (n) => (n.controller ? 'True' : 'False'),
    cell: (n) => (
      <Badge variant={n.controller ? 'filled' : 'light'} color={n.controller ? 'green' : 'gray'} tt="none">
        {n.controller ? 'True' : 'False'}
      </Badge>
    ),
    sortable: true,
  },
  {
    id: 'partitions',
    header: 'Partitions',
    accessor: (n) => n.partitions?.countLeader,
    cell: (n) => leaderShare(n.partitions),
    sortable: true,
  },
  {
    id: 'replicas',
    header: 'Replicas',
    accessor: (n) => n.partitions?.countReplicas,
    sortable: true,
    nowrap: true,
  },
  {
    id: 'underReplicated',
    header: 'Under-replicated',
    accessor: (n) => n.partitions?.countUnderReplicated,
    cell: (n) => (
      <Text size="sm" c={(n.partitions?.countUnderReplicated ?? 0) > 0 ? 'red' : undefined}>
        {n.partitions?.countUnderReplicated ?? ''}
      </Text>
    ),
    sortable: true,
    nowrap: true,
  },
  {
    id: 'disk',
    header: 'Disk (used / total)',
    accessor: (n) => diskUsed(n),
    cell: (n) => (
      <Stack gap={4}>
        {(n.partitions?.logDirs ?? []).map((d) => {
          const used = d.totalBytes - d.usableBytes;
          const percent = d.totalBytes > 0 ? (used / d.totalBytes) * 100 : 0;
          return (
            <Stack key={d.path} gap={2} data-testid="node-disk" title={d.path}>
              <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                {formatBytes(used)} / {formatBytes(d.totalBytes)} · {formatBytes(d.usableBytes)} free
              </Text>
              <Text size="xs" c="dimmed" truncate maw={260} title={d.path}>
                {d.path}
              </Text>
              <Progress value={percent} size="sm" color={percent > 85 ? 'red' : 'blue'} />
            </Stack>
          );
        })}
      </Stack>
    ),
    sortable: true,
  },
  { id: 'rack', header: 'Rack', accessor: (n) => n.rack ?? '', sortable: true },
];

function diskUsed(n: NodeRow): number | undefined {
  const dirs = n.partitions?.logDirs;
  return dirs ? dirs.reduce((sum, d) => sum + d.totalBytes - d.usableBytes, 0) : undefined;
}
