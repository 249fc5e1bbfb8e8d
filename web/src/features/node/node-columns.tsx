import { Badge } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { leaderShare, type NodeRow } from './node-rows.ts';

export const nodeColumns: DataColumn<NodeRow>[] = [
  { id: 'id', header: 'Id', accessor: (n) => n.id, sortable: true, width: 80 },
  { id: 'host', header: 'Host', accessor: (n) => `${n.host}:${n.port}`, sortable: true },
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
  { id: 'rack', header: 'Rack', accessor: (n) => n.rack ?? '', sortable: true },
];
