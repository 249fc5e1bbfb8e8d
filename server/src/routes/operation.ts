import type { AnswerOf, OperationDef, Parsed } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

// Registers one handler for one operation of the contract's route table. The operation brings the
// method, path, schemas (validation, serialization, OpenAPI) and what the permission hook enforces
// (security/permission.ts); the handler only does the work.

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationDef;
  }
}

/**
 * What a handler answers. Events and files write to the reply themselves, and a 204 sends no body:
 * whatever those resolve to (nothing, as a rule) is not sent.
 */
type Answer<O extends OperationDef> = O['kind'] extends 'events' | 'file'
  ? unknown
  : O['status'] extends 204
    ? unknown
    : AnswerOf<O>;

export type Handler<O extends OperationDef> = (
  request: FastifyRequest<Parsed<O>>,
  reply: FastifyReply,
) => Promise<Answer<O>>;

export function route<O extends OperationDef>(
  api: FastifyInstance,
  op: O,
  handler: Handler<O>,
  /** Route hooks of a wrapped handler (shared-answer.ts). */
  hooks: Pick<RouteOptions, 'onSend' | 'onResponse' | 'onRequestAbort'> = {},
): void {
  const status = op.status ?? 200;
  const options: RouteOptions = {
    ...hooks,
    method: op.method,
    url: op.path,
    config: { operation: op, permission: op.permission },
    schema: {
      ...(op.summary ? { summary: op.summary } : {}),
      ...(op.hide ? { hide: true } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      ...(op.answer ? { response: { [status]: op.answer } } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as FastifyRequest<Parsed<O>>, reply);
      if (op.kind === 'events' || op.kind === 'file' || reply.sent) return reply;
      if (status === 204) return reply.status(204).send(null);
      return reply.status(status).send(answer);
    },
  };
  api.route(options);
}
