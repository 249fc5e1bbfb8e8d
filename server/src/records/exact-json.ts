// JSON as typed by a user who produces records: integers beyond 2^53 keep their exact digits (as
// bigint), so a 64-bit id shown by the console can be produced again unchanged, and a syntax error
// names its position in words rather than as JSON.parse's raw exception.

type SourceReviver = (key: string, value: unknown, context: { source?: string }) => unknown;

/** Integers that a double cannot hold become bigint; everything else is JSON.parse's. */
const exact: SourceReviver = (_key, value, context) => {
  if (typeof value === 'number' && !Number.isSafeInteger(value) && context.source !== undefined) {
    if (/^-?\d+$/.test(context.source)) return BigInt(context.source);
  }
  return value;
};

export class JsonSyntaxError extends Error {}

/** Parses JSON text; throws JsonSyntaxError with a readable message. */
export function parseExactJson(text: string): unknown {
  try {
    return JSON.parse(text, exact as (key: string, value: unknown) => unknown);
  } catch (error) {
    throw new JsonSyntaxError(`not valid JSON (${(error as Error).message})`);
  }
}

/** Whether the text parses as JSON. */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
