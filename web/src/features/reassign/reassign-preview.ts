// What a submitted reassignment changes, per partition, for the preview shown before it starts.

export interface ReplicaChange {
  partition: number;
  from: number[];
  to: number[];
  adds: number[];
  removes: number[];
  /** The first replica changes: a preferred election after the move gives it the lead. */
  newPreferredLeader?: number;
}

export function replicaChanges(
  current: ReadonlyArray<{ partition: number; replicas: number[] }>,
  wanted: ReadonlyArray<{ partition: number; replicas: number[] }>,
): ReplicaChange[] {
  return wanted.flatMap((w) => {
    const from = current.find((c) => c.partition === w.partition)?.replicas ?? [];
    if (from.join(',') === w.replicas.join(',')) return [];
    const leader = w.replicas[0];
    return [
      {
        partition: w.partition,
        from,
        to: w.replicas,
        adds: w.replicas.filter((b) => !from.includes(b)),
        removes: from.filter((b) => !w.replicas.includes(b)),
        ...(leader !== undefined && leader !== from[0] ? { newPreferredLeader: leader } : {}),
      },
    ];
  });
}

/** Checking a broker adds it at the end of the list; unchecking removes it (the order is the preference). */
export function toggleReplica(replicas: number[], broker: number, on: boolean): number[] {
  if (on) return replicas.includes(broker) ? replicas : [...replicas, broker];
  return replicas.filter((b) => b !== broker);
}
