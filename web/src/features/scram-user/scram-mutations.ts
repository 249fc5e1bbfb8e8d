import type { ScramCredentialChange, ScramMechanism, ScramUserCreate } from '@console/contract';
import { scramOps } from '@console/contract/api/scram';
import { useOperation } from '../../lib/use-operation.ts';
import { scramKeys } from './scram-queries.ts';

// The password goes in the request body only: toasts and errors name the user and the mechanism.

export function useCreateScramUser(cluster: string) {
  return useOperation(scramOps.create, {
    input: (create: ScramUserCreate) => ({ params: { cluster }, body: create }),
    success: (_, create) => `User '${create.user}' created with ${create.mechanism}`,
    invalidates: () => [scramKeys.all(cluster)],
  });
}

export function useChangeScramPassword(cluster: string) {
  return useOperation(scramOps.update, {
    input: ({ user, change }: { user: string; change: ScramCredentialChange }) => ({
      params: { cluster, user },
      body: change,
    }),
    success: (_, { user, change }) => `${change.mechanism} password of '${user}' changed`,
    invalidates: () => [scramKeys.all(cluster)],
  });
}

/** One mechanism's credential, or the whole user when `mechanism` is left out. */
export function useDeleteScramUser(cluster: string) {
  return useOperation(scramOps.delete, {
    input: ({ user, mechanism }: { user: string; mechanism?: ScramMechanism }) => ({
      params: { cluster, user },
      query: { mechanism },
    }),
    success: (_, { user, mechanism }) =>
      mechanism ? `${mechanism} credential of '${user}' deleted` : `User '${user}' deleted`,
    invalidates: () => [scramKeys.all(cluster)],
  });
}
