import type { Node, NodeList, NodePartitionCount } from '@console/contract';

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

/** One log dir of a broker as the Disk cell shows it: how full it is and what is left. */
export interface DiskUse {
  path: string;
  used: number;
  free: number;
  total: number;
  /** Used share of the disk, 0–100. */
  percent: number;
}

export function diskUses(row: NodeRow): DiskUse[] {
  return (row.partitions?.logDirs ?? []).map((d) => ({
    path: d.path,
    used: d.totalBytes - d.usableBytes,
    free: d.usableBytes,
    total: d.totalBytes,
    percent: d.totalBytes > 0 ? ((d.totalBytes - d.usableBytes) / d.totalBytes) * 100 : 0,
  }));
}

/** The fullest log dir's used share: what the Disk column sorts on (a full disk stops a broker). */
export function fullestDisk(row: NodeRow): number | undefined {
  const uses = diskUses(row);
  return uses.length > 0 ? Math.max(...uses.map((u) => u.percent)) : undefined;
}
