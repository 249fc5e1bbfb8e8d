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

export function useOperation<O extends OperationDef, V = void>(op: O, effects: OperationEffects<O, V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(op, effects.input(vars)),
    onSuccess: async (answer, vars) => {
      const text = effects.success?.(answer, vars);
      if (text) notifySuccess(text);
      const keys = effects.invalidates?.(vars, answer) ?? [];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
