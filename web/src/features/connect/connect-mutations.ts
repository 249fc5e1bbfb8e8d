import type { ConnectCreate } from '@console/contract';
import { connectOps } from '@console/contract/api/connect';
import { useOperation } from '../../lib/use-operation.ts';
import { connectKeys } from './connect-queries.ts';

// The changes of the Connect area (spec §2.10), one hook per operation with its success text. Every
// change refreshes the Connect cluster's connectors (list and details); plugins are left alone.
// State changes use POST: the GET aliases exist for AKHQ's API clients only.

/** Create a definition from the plugin form. */
export function useCreateConnector(cluster: string, connectId: string) {
  return useOperation(connectOps.create, {
    input: (body: ConnectCreate) => ({ params: { cluster, connectId }, body }),
    success: (definition) => `Definition '${definition.name}' is created`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

/** Replace a definition's configs (name and class stay). */
export function useUpdateConnector(cluster: string, connectId: string, name: string) {
  return useOperation(connectOps.updateConfigs, {
    input: (configs: Record<string, string>) => ({ params: { cluster, connectId, name }, body: { configs } }),
    success: () => `Definition '${name}' is updated`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

/** Only the lists are refreshed: re-reading the deleted definition would answer 404. */
export function useDeleteConnector(cluster: string, connectId: string) {
  return useOperation(connectOps.delete, {
    input: (name: string) => ({ params: { cluster, connectId, name } }),
    success: (_, name) => `Definition '${name}' is deleted`,
    invalidates: () => [connectKeys.lists(cluster, connectId)],
  });
}

export function usePauseConnector(cluster: string, connectId: string, name: string) {
  return useOperation(connectOps.pause, {
    input: () => ({ params: { cluster, connectId, name } }),
    success: () => `Definition '${name}' is paused`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

export function useResumeConnector(cluster: string, connectId: string, name: string) {
  return useOperation(connectOps.resume, {
    input: () => ({ params: { cluster, connectId, name } }),
    success: () => `Definition '${name}' is resumed`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

export function useRestartConnector(cluster: string, connectId: string, name: string) {
  return useOperation(connectOps.restart, {
    input: () => ({ params: { cluster, connectId, name } }),
    success: () => `Definition '${name}' is restarted`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

export function useRestartTask(cluster: string, connectId: string, name: string) {
  return useOperation(connectOps.restartTask, {
    input: (taskId: number) => ({ params: { cluster, connectId, name, taskId } }),
    success: (_, taskId) => `Task ${taskId} of definition '${name}' is restarted`,
    invalidates: () => [connectKeys.all(cluster, connectId)],
  });
}

/**
 * Connect's own check of a config (a PUT that changes nothing): every definition with Connect's
 * messages. No toast and nothing to refresh; failures are reported like any other call.
 */
export function useValidateConnector(cluster: string, connectId: string, className: string) {
  return useOperation(connectOps.validate, {
    input: (configs: Record<string, string>) => ({
      params: { cluster, connectId, className },
      body: { configs },
    }),
  });
}
