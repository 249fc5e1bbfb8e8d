import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

// The error model of design.md §5: handlers throw, this file turns what was thrown into
// `{ message }` with the right status. 500 is kept for real bugs; their stack goes to the log only.

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A component (Kafka, registry, Connect, SQL engine) answered with an error or not at all. */
export const unreachable = (message: string) => new HttpError(502, message);
export const timedOut = (message: string) => new HttpError(504, message);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const where = path ? `${context}.${path}` : context;
    return `${where}: ${issue.params?.issue?.message ?? issue.message ?? 'invalid'}`;
  });
  return parts.length > 0 ? `Invalid ${context}: ${parts.join('; ')}` : error.message;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ message: describeValidation(error) });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) {
        request.log.warn(
          { err: error.message, cause: (error.cause as Error | undefined)?.message },
          'component failure',
        );
      }
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send({ message: error.message });
    }
    // A bug: the details (stack, internals) go to the log under the request's id, never to the
    // caller, who gets the id to quote.
    request.log.error(
      { err: error },
      isResponseSerializationError(error) ? 'answer does not match its schema' : 'unhandled error',
    );
    return reply.status(500).send({ message: `Internal Server Error (request ${request.id})` });
  });
}
