import { HttpError } from '../errors.ts';

// Turns what @platformatic/kafka throws into an HTTP answer that says what went wrong in words an
// operator understands. Its errors nest (MultipleErrors of NetworkErrors with causes), so the most
// specific message is dug out of the tree.

interface KafkaLikeError extends Error {
  code?: string;
  errors?: unknown[];
  cause?: unknown;
  apiCode?: number;
}

function leafMessages(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 6) return [];
  const e = error as KafkaLikeError;
  const children = [...(Array.isArray(e.errors) ? e.errors : []), ...(e.cause ? [e.cause] : [])];
  const nested = children.flatMap((c) => leafMessages(c, depth + 1));
  return nested.length > 0 ? nested : [e.message];
}

function hasCode(error: unknown, pattern: RegExp, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 6) return false;
  const e = error as KafkaLikeError;
  if (e.code && pattern.test(e.code)) return true;
  const children = [...(Array.isArray(e.errors) ? e.errors : []), ...(e.cause ? [e.cause] : [])];
  return children.some((c) => hasCode(c, pattern, depth + 1));
}

export function kafkaError(cluster: string, what: string, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const detail = [...new Set(leafMessages(error))].join('; ');
  if (hasCode(error, /TIMEOUT/))
    return new HttpError(504, `Cluster '${cluster}' did not answer in time (${what}): ${detail}`);
  if (hasCode(error, /NETWORK|ECONNREFUSED|ENOTFOUND|ECONNRESET|AUTHENTICATION/)) {
    return new HttpError(502, `Cluster '${cluster}' is unreachable (${what}): ${detail}`);
  }
  if (hasCode(error, /PROTOCOL|RESPONSE/)) return new HttpError(409, `Kafka refused ${what}: ${detail}`);
  return new HttpError(502, `Cluster '${cluster}' failed (${what}): ${detail}`);
}
