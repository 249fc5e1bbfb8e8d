import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { electTopicLeaders } from '../services/election-service.ts';
import { proposeReassignment } from '../services/reassignment-proposal.ts';
import {
  cancelReassignment,
  reassign,
  reassignmentState,
  removeLeftoverThrottle,
} from '../services/reassignment-service.ts';
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
    return ctx.kafka.run(cluster, `reassignment proposal for ${topic}`, (admin) =>
      proposeReassignment(admin, topic, brokers, replicationFactor),
    );
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

  route(api, ops.partition.removeThrottle, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `removal of the throttle left on ${topic}`, (admin) =>
      removeLeftoverThrottle(admin, topic, kafkaTimeout()),
    );
  });

  route(api, ops.partition.electLeaders, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `leader election of ${topic}`, (admin) =>
      electTopicLeaders(admin, topic, request.body, kafkaTimeout()),
    );
  });
}
