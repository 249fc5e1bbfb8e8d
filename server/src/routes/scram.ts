import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  changeScramPassword,
  createScramUser,
  deleteScramUser,
  listScramUsers,
} from '../services/scram-service.ts';
import { route } from './operation.ts';

// SCRAM users. Error texts name the user, never the password (the body is not logged either).
export function scramRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.scram.list, async (request) =>
    ctx.kafka.run(request.params.cluster, 'SCRAM users', (admin) =>
      listScramUsers(admin, request.query.search),
    ),
  );

  route(api, ops.scram.create, async (request) =>
    ctx.kafka.run(request.params.cluster, `create SCRAM user '${request.body.user}'`, (admin) =>
      createScramUser(admin, request.body),
    ),
  );

  route(api, ops.scram.update, async (request) => {
    const { cluster, user } = request.params;
    return ctx.kafka.run(cluster, `change the password of '${user}'`, (admin) =>
      changeScramPassword(admin, user, request.body),
    );
  });

  route(api, ops.scram.delete, async (request) => {
    const { cluster, user } = request.params;
    await ctx.kafka.run(cluster, `delete SCRAM user '${user}'`, (admin) =>
      deleteScramUser(admin, user, request.query.mechanism),
    );
  });
}
