import type { AnswerOf, OperationDef } from '@console/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from './api.ts';
import { notifySuccess } from './notify.ts';

// One change operation as a hook: what to send, the spec's success text and the queries it makes
// stale, declared once per operation in the feature's `-mutations.ts` instead of at every call.
// Errors are shown by the query client's mutation cache (lib/api-errors.ts).

export interface OperationEffects<O extends OperationDef, V> {
  /** The request for what the page passes to `mutate` (with a signal when the page can cancel it). */
  input: (vars: V) => CallInput<O>;
  /** The toast after success (spec's exact text); none for silent operations. */
  success?: (answer: AnswerOf<O>, vars: V) => string | undefined;
  /** Queries that show what the operation changed: refetched before the promise resolves. */
  invalidates?: (vars: V, answer: AnswerOf<O>) => readonly QueryKey[];
}

const TOAST_WAIT_MS = 5_000;

export function useOperation<O extends OperationDef, V = void>(op: O, effects: OperationEffects<O, V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(op, effects.input(vars)),
    // The toast comes once the stale queries are fetched again (or after 5 s if one is slow): a
    // user who reads it and goes on works on what the change left, not on a form or list that is
    // replaced a moment later.
    onSuccess: async (answer, vars) => {
      const keys = effects.invalidates?.(vars, answer) ?? [];
      const refetched = Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      await Promise.race([refetched, new Promise((resolve) => setTimeout(resolve, TOAST_WAIT_MS))]);
      const text = effects.success?.(answer, vars);
      if (text) notifySuccess(text);
      await refetched;
    },
  });
}
