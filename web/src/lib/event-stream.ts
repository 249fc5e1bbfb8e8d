import type { OperationDef } from '@console/contract';
import { type EventSchemas, readEvents, type StreamEvent } from '@console/contract/events';
import { ApiError, type CallInput, errorFrom, operationUrl } from './api.ts';

/**
 * Opens an operation's server-sent event stream (search, live tail) as `call` opens a JSON answer:
 * cookies sent, the X-Requested-With header, the signal to stop it. A refusal or failure before
 * the stream starts throws the server's `{ message }` as an ApiError, so it reaches the user like
 * any other failed call; the events are read with the contract's one reader (events.ts).
 */
export async function openEvents<O extends OperationDef, S extends EventSchemas>(
  op: O,
  input: CallInput<O>,
  schemas: S,
): Promise<AsyncGenerator<StreamEvent<S>, void, undefined>> {
  let response: Response;
  try {
    response = await fetch(operationUrl(op, input), {
      signal: input.signal,
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError(0, 'Internal Server Error');
  }
  if (!response.ok) throw await errorFrom(response);
  if (!response.body) throw new ApiError(502, `Unexpected answer from ${op.method} ${op.path}: no body`);
  return readEvents(response.body, schemas);
}
