import type { Node, NodeList, NodePartitionCount } from '@console/contract';
import { Badge } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';

/** A row of the node list: the broker, whether it is the controller, and its leader share. */
export interface NodeRow extends Node {
  controller: boolean;
  partitions?: NodePartitionCount;
}

export function toNodeRows(
  list: NodeList | undefined,
  partitions: NodePartitionCount[] | undefined,
): NodeRow[] {
  return (list?.nodes ?? []).map((node) => ({
    ...node,
    controller: list?.controller?.id === node.id,
    partitions: partitions?.find((p) => p.id === node.id),
  }));
}

/** 'countLeader (xx.xx%)': the broker's share of all partition leaders (spec §2.6, 2 decimals). */
export function leaderShare(partitions: NodePartitionCount | undefined): string {
  if (!partitions) return '';
  const { countLeader, totalPartitions } = partitions;
  const percent = totalPartitions > 0 ? (countLeader / totalPartitions) * 100 : 0;
  return `${countLeader} (${percent.toFixed(2)}%)`;
}

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
