import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { electTopicLeaders } from '../services/election-service.ts';
import { spreadEvenly } from '../services/reassignment-proposal.ts';
import { cancelReassignment, reassign, reassignmentState } from '../services/reassignment-service.ts';
import { clusterSnapshot } from '../services/topic-metadata.ts';
import { route } from './operation.ts';

// Partition reassignment and leader elections of one topic (issue 16).

export function partitionRoutes(api: FastifyInstance, ctx: AppContext): void {
  // Kafka's own timeout for the controller calls, under the console's deadline for the whole request.
  const kafkaTimeout = () => Math.max(1000, ctx.kafka.timeoutMs - 1000);

  route(api, ops.partition.reassignment, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `reassignment of ${topic}`, (admin) =>
      reassignmentState(admin, topic, kafkaTimeout()),
    );
  });

  route(api, ops.partition.proposal, async (request) => {
    const { cluster, topic } = request.params;
    const { brokers, replicationFactor } = request.query;
    return ctx.kafka.run(cluster, `reassignment proposal for ${topic}`, async (admin) => {
      const snapshot = await clusterSnapshot(admin, [topic]);
      const meta = snapshot.topics.get(topic);
      if (!meta) throw notFound(`Topic '${topic}' doesn't exist`);
      const unknown = brokers.filter((id) => !snapshot.brokers.has(id));
      if (unknown.length > 0) {
        const known = [...snapshot.brokers.keys()].sort((a, b) => a - b).join(', ');
        throw badRequest(`brokers: broker ${unknown.join(', ')} does not exist (brokers: ${known})`);
      }
      const chosen = [...new Set(brokers)].map(
        (id) => snapshot.brokers.get(id) as { id: number; rack?: string },
      );
      const partitions = meta.partitions.map((p) => ({
        partition: p.id,
        replicationFactor: replicationFactor ?? p.replicas.length,
      }));
      return { partitions: spreadEvenly(partitions, chosen) };
    });
  });

  route(api, ops.partition.reassign, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `reassignment of ${topic}`, (admin) =>
      reassign(admin, topic, request.body, kafkaTimeout()),
    );
  });

  route(api, ops.partition.cancelReassignment, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `cancel of the reassignment of ${topic}`, (admin) =>
      cancelReassignment(admin, topic, request.query.partitions, kafkaTimeout()),
    );
  });

  route(api, ops.partition.electLeaders, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `leader election of ${topic}`, (admin) =>
      electTopicLeaders(admin, topic, request.body, kafkaTimeout()),
    );
  });
}
