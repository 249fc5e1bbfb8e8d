import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  deleteStreamsGroup,
  getStreamsGroup,
  resetStreamsOffsets,
} from '../services/streams-group-service.ts';
import { streamsSupport } from '../services/streams-group-support.ts';
import { route } from './operation.ts';

// Streams groups (KIP-1071). Names and topics are checked and filtered by the permission hook as
// contract/src/api/streams-group-ops.ts declares them.
export function streamsGroupRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.streamsGroup.support, async (request) =>
    ctx.kafka.run(request.params.cluster, 'streams group support', streamsSupport),
  );

  route(api, ops.streamsGroup.get, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(cluster, 'streams group', (admin) => getStreamsGroup(admin, groupId));
  });

  route(api, ops.streamsGroup.delete, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'streams group delete', (admin) => deleteStreamsGroup(admin, groupId));
  });

  route(api, ops.streamsGroup.resetOffsets, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'streams group offset reset', (admin) =>
      resetStreamsOffsets(admin, groupId, request.body.to, request.body.topics),
    );
  });
}
