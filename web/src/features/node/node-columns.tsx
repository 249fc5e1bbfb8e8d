import { formatBytes } from '@console/contract';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { diskUses, fullestDisk, leaderShare, type NodeRow } from './node-rows.ts';

// The list fits a 1366 px screen with the sidebar open, even with long (cloud) host names: short
// headers (their full names in a tooltip), the host cut at 160 px with its full name in a tooltip,
// and one line per log dir in the Disk cell (exact figures and the path in its tooltip).

const hinted = (short: string, full: string) => <span title={full}>{short}</span>;

export const nodeColumns: DataColumn<NodeRow>[] = [
  { id: 'id', header: 'Id', accessor: (n) => n.id, sortable: true, nowrap: true },
  {
    id: 'host',
    header: 'Host',
    accessor: (n) => `${n.host}:${n.port}`,
    // Cloud brokers have long names: cut at the end (their start tells them apart), whole in the tooltip.
    cell: (n) => (
      <Text size="sm" truncate maw={160} title={`${n.host}:${n.port}`}>
        {n.host}:{n.port}
      </Text>
    ),
    sortable: true,
  },
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
    header: hinted('Partitions', 'Partitions this node leads, and its share of all partitions'),
    accessor: (n) => n.partitions?.countLeader,
    cell: (n) => leaderShare(n.partitions),
    sortable: true,
    nowrap: true,
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
    header: hinted('URP', 'Under-replicated partitions'),
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
    header: hinted('Disk', 'Used share and free space of each log dir; sorts by the fullest'),
    accessor: fullestDisk,
    cell: (n) => (
      <Stack gap={4}>
        {diskUses(n).map((d) => (
          <Group
            key={d.path}
            gap={6}
            wrap="nowrap"
            data-testid="node-disk"
            title={`${d.path}: ${formatBytes(d.used)} used of ${formatBytes(d.total)}, ${formatBytes(d.free)} free`}
          >
            <Progress value={d.percent} size="sm" w={40} color={d.percent > 85 ? 'red' : 'blue'} />
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {Math.round(d.percent)}% · {formatBytes(d.free, 1)} free
            </Text>
          </Group>
        ))}
      </Stack>
    ),
    sortable: true,
  },
  { id: 'rack', header: 'Rack', accessor: (n) => n.rack ?? '', sortable: true, nowrap: true },
];
