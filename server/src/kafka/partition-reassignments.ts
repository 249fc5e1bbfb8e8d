import {
  type Admin,
  alterPartitionReassignmentsV0,
  listPartitionReassignmentsV0,
  protocolErrorsCodesById,
} from '@platformatic/kafka';
import { forgetReads } from './coalesce.ts';
import { controllerConnection } from './controller-connection.ts';

// ListPartitionReassignments (key 46) and AlterPartitionReassignments (key 45): the library exports
// the protocol calls but no Admin method. Both go to the controller the metadata names
// (controller-connection.ts). Version 0 of each: every Kafka since 2.4.

export interface MovingPartition {
  topic: string;
  partition: number;
  replicas: number[];
  adding: number[];
  removing: number[];
}

export interface ReassignmentError {
  partition: number;
  /** Kafka's error name, e.g. INVALID_REPLICA_ASSIGNMENT. */
  error: string;
  message: string;
}

/** Moves in progress: of these topics' partitions, or of the whole cluster when `topics` is null. */
export async function listReassignments(
  admin: Admin,
  topics: Array<{ name: string; partitions: number[] }> | null,
  timeoutMs: number,
): Promise<MovingPartition[]> {
  const answer = await listPartitionReassignmentsV0.api.async(
    await controllerConnection(admin),
    timeoutMs,
    topics?.map((t) => ({ name: t.name, partitionIndexes: t.partitions })) ?? null,
  );
  return answer.topics.flatMap((t) =>
    t.partitions.map((p) => ({
      topic: t.name,
      partition: p.partitionIndex,
      replicas: p.replicas,
      adding: p.addingReplicas,
      removing: p.removingReplicas,
    })),
  );
}

/**
 * Starts (a replica list) or cancels (null) the move of each partition. Answers Kafka's refusals per
 * partition; the other partitions of the same request are applied.
 */
export async function alterReassignments(
  admin: Admin,
  topic: string,
  partitions: Array<{ partition: number; replicas: number[] | null }>,
  timeoutMs: number,
): Promise<ReassignmentError[]> {
  const request = [
    {
      name: topic,
      partitions: partitions.map((p) => ({ partitionIndex: p.partition, replicas: p.replicas })),
    },
  ];
  let answer: alterPartitionReassignmentsV0.AlterPartitionReassignmentsResponse;
  try {
    answer = await alterPartitionReassignmentsV0.api.async(
      await controllerConnection(admin),
      timeoutMs,
      true,
      request,
    );
  } catch (error) {
    // Per-partition refusals come as a ResponseError holding the whole answer.
    const response = (error as { response?: typeof answer }).response;
    if (!response?.responses || response.errorCode !== 0) throw error;
    answer = response;
  } finally {
    forgetReads(admin);
  }
  return answer.responses.flatMap((t) =>
    t.partitions
      .filter((p) => p.errorCode !== 0)
      .map((p) => {
        const error = protocolErrorsCodesById[p.errorCode] ?? `ERROR_${p.errorCode}`;
        return { partition: p.partitionIndex, error, message: p.errorMessage || error };
      }),
  );
}
