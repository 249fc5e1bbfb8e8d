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
