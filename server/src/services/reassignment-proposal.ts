import type { ReassignmentProposal } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { badRequest, notFound } from '../errors.ts';
import { clusterSnapshot } from './topic-metadata.ts';

// "Spread evenly": replicas of every partition placed round-robin over the chosen brokers, as
// Kafka's own assignment does when a topic is created. Brokers are first ordered alternating over
// their racks (rack a, rack b, rack c, rack a, ...), so consecutive replicas of a partition sit on
// different racks whenever the racks hold as many brokers each. Partition p's replicas are the
// brokers at positions p, p+1, ...: leaders (the first replica) and replicas are spread alike.

export interface ProposalBroker {
  id: number;
  rack?: string;
}

/** Brokers ordered alternating over racks; in id order when no broker has a rack. */
export function rackAlternated(brokers: ProposalBroker[]): number[] {
  const byRack = new Map<string, number[]>();
  for (const b of [...brokers].sort((x, y) => x.id - y.id)) {
    const rack = b.rack ?? '';
    byRack.set(rack, [...(byRack.get(rack) ?? []), b.id]);
  }
  const racks = [...byRack.keys()].sort();
  const order: number[] = [];
  for (let i = 0; order.length < brokers.length; i++) {
    for (const rack of racks) {
      const id = byRack.get(rack)?.[i];
      if (id !== undefined) order.push(id);
    }
  }
  return order;
}

export function spreadEvenly(
  partitions: Array<{ partition: number; replicationFactor: number }>,
  brokers: ProposalBroker[],
): Array<{ partition: number; replicas: number[] }> {
  const order = rackAlternated(brokers);
  const n = order.length;
  return partitions.map(({ partition, replicationFactor }) => {
    if (replicationFactor > n) {
      throw badRequest(
        `Partition ${partition}: ${replicationFactor} replicas need at least ${replicationFactor} brokers, ${n} chosen`,
      );
    }
    const replicas = Array.from(
      { length: replicationFactor },
      (_, i) => order[(partition + i) % n] as number,
    );
    return { partition, replicas };
  });
}

/**
 * The topic's partitions spread evenly over these brokers, each keeping its replica count unless
 * `replicationFactor` is given. Unknown brokers are named.
 */
export async function proposeReassignment(
  admin: Admin,
  topic: string,
  brokers: number[],
  replicationFactor: number | undefined,
): Promise<ReassignmentProposal> {
  const snapshot = await clusterSnapshot(admin, [topic]);
  const meta = snapshot.topics.get(topic);
  if (!meta) throw notFound(`Topic '${topic}' doesn't exist`);
  const unknown = brokers.filter((id) => !snapshot.brokers.has(id));
  if (unknown.length > 0) {
    const known = [...snapshot.brokers.keys()].sort((a, b) => a - b).join(', ');
    throw badRequest(`brokers: broker ${unknown.join(', ')} does not exist (brokers: ${known})`);
  }
  const chosen = [...new Set(brokers)].map((id) => snapshot.brokers.get(id) as ProposalBroker);
  const partitions = meta.partitions.map((p) => ({
    partition: p.id,
    replicationFactor: replicationFactor ?? p.replicas.length,
  }));
  return { partitions: spreadEvenly(partitions, chosen) };
}
