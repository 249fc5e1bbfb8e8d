import { ProtocolError, UserError } from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { type KafkaErrorStatus, statusOfKafkaError, statusPrecedence } from './error-codes.ts';

// Turns what @platformatic/kafka throws into an HTTP answer that says what went wrong in words an
// operator understands. Its errors nest (MultipleErrors of NetworkErrors with causes, ResponseErrors
// holding one ProtocolError per failed topic or partition), so the most specific message is dug out
// of the tree. A ProtocolError carries Kafka's error name (`apiId`, e.g. INVALID_REPLICATION_FACTOR),
// its number (`apiCode`) and Kafka's own explanation (`serverErrorMessage`, when the broker sent
// one); the name picks the status (error-codes.ts) and Kafka's explanation is kept in the message.

interface KafkaLikeError extends Error {
  code?: string;
  errors?: unknown[];
  cause?: unknown;
  apiId?: string;
  apiCode?: number;
  serverErrorMessage?: string | null;
}

function childrenOf(e: KafkaLikeError): unknown[] {
  return [...(Array.isArray(e.errors) ? e.errors : []), ...(e.cause ? [e.cause] : [])];
}

function isProtocolError(e: KafkaLikeError): boolean {
  return e.code === ProtocolError.code && typeof e.apiId === 'string';
}

function leafMessages(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 6) return [];
  const e = error as KafkaLikeError;
  if (isProtocolError(e)) return [`${e.serverErrorMessage || e.message} (${e.apiId})`];
  const nested = childrenOf(e).flatMap((c) => leafMessages(c, depth + 1));
  return nested.length > 0 ? nested : [e.message];
}

function hasCode(error: unknown, pattern: RegExp, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 6) return false;
  const e = error as KafkaLikeError;
  if (e.code && pattern.test(e.code)) return true;
  return childrenOf(e).some((c) => hasCode(c, pattern, depth + 1));
}

/**
 * The library answers Kafka's UNKNOWN_TOPIC_OR_PARTITION from a metadata lookup (producing, the
 * producer's and consumer's own metadata) and a partition missing from the metadata with its own
 * UserError, `Unknown topic <name>.` or `Unknown partition.`, which no longer holds the code.
 */
function unknownTopicOrPartition(e: KafkaLikeError): boolean {
  return e.code === UserError.code && /^Unknown (topic .*|partition)\.$/.test(e.message);
}

function protocolNames(error: unknown, depth: number): string[] {
  if (!(error instanceof Error) || depth > 6) return [];
  const e = error as KafkaLikeError;
  const own = isProtocolError(e)
    ? [e.apiId as string]
    : unknownTopicOrPartition(e)
      ? ['UNKNOWN_TOPIC_OR_PARTITION']
      : [];
  return [...own, ...childrenOf(e).flatMap((c) => protocolNames(c, depth + 1))];
}

/** Kafka's error names (`UNKNOWN_TOPIC_OR_PARTITION`, ...) anywhere in what the client threw. */
export function kafkaErrorNames(error: unknown): string[] {
  return [...new Set(protocolNames(error, 0))];
}

/** The status Kafka's error codes in the tree ask for, or undefined when it holds none. */
export function kafkaErrorStatus(error: unknown): KafkaErrorStatus | undefined {
  const statuses = new Set(kafkaErrorNames(error).map(statusOfKafkaError));
  return statusPrecedence.find((s) => statuses.has(s));
}

export function kafkaError(cluster: string, what: string, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const detail = [...new Set(leafMessages(error))].join('; ');
  if (hasCode(error, /TIMEOUT/))
    return new HttpError(504, `Cluster '${cluster}' did not answer in time (${what}): ${detail}`);
  if (hasCode(error, /NETWORK|ECONNREFUSED|ENOTFOUND|ECONNRESET|AUTHENTICATION/)) {
    return new HttpError(502, `Cluster '${cluster}' is unreachable (${what}): ${detail}`);
  }
  const status = kafkaErrorStatus(error) ?? (hasCode(error, /PROTOCOL|RESPONSE/) ? 409 : undefined);
  if (status) {
    if (status === 504)
      return new HttpError(504, `Cluster '${cluster}' did not answer in time (${what}): ${detail}`);
    if (status === 502) return new HttpError(502, `Cluster '${cluster}' failed (${what}): ${detail}`);
    if (status === 403)
      return new HttpError(
        403,
        `Kafka refused ${what}: the console's Kafka principal is not allowed: ${detail}`,
      );
    return new HttpError(status, `Kafka refused ${what}: ${detail}`);
  }
  return new HttpError(502, `Cluster '${cluster}' failed (${what}): ${detail}`);
}
