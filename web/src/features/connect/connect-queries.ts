import type { ConnectDefinition, ConnectDefinitionList, ConnectPlugin } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys, fetchers and calls of the Connect area (spec §7 "Connect"). */
export const connectKeys = {
  all: (clusterId: string, connectId: string) => ['cluster', clusterId, 'connect', connectId] as const,
  list: (clusterId: string, connectId: string, search: string, page: number) =>
    [...connectKeys.all(clusterId, connectId), 'list', search, page] as const,
  definition: (clusterId: string, connectId: string, name: string) =>
    [...connectKeys.all(clusterId, connectId), 'definition', name] as const,
  // Plugins change only when the worker is redeployed: kept apart from `all`, so refreshing the
  // connectors after an action does not validate every plugin again.
  plugins: (clusterId: string, connectId: string) =>
    ['cluster', clusterId, 'connect-plugins', connectId] as const,
  plugin: (clusterId: string, connectId: string, className: string) =>
    [...connectKeys.plugins(clusterId, connectId), className] as const,
};

const base = (clusterId: string, connectId: string) =>
  `${encodeURIComponent(clusterId)}/connect/${encodeURIComponent(connectId)}`;
const named = (clusterId: string, connectId: string, name: string) =>
  `${base(clusterId, connectId)}/${encodeURIComponent(name)}`;

export const connectQueries = {
  list: (clusterId: string, connectId: string, search: string, page: number) =>
    queryOptions({
      queryKey: connectKeys.list(clusterId, connectId, search, page),
      queryFn: ({ signal }) =>
        api<ConnectDefinitionList>(base(clusterId, connectId), { query: { search, page }, signal }),
    }),
  definition: (clusterId: string, connectId: string, name: string) =>
    queryOptions({
      queryKey: connectKeys.definition(clusterId, connectId, name),
      queryFn: ({ signal }) => api<ConnectDefinition>(named(clusterId, connectId, name), { signal }),
    }),
  plugins: (clusterId: string, connectId: string) =>
    queryOptions({
      queryKey: connectKeys.plugins(clusterId, connectId),
      queryFn: ({ signal }) => api<ConnectPlugin[]>(`${base(clusterId, connectId)}/plugins`, { signal }),
      staleTime: 5 * 60_000,
    }),
  plugin: (clusterId: string, connectId: string, className: string) =>
    queryOptions({
      queryKey: connectKeys.plugin(clusterId, connectId, className),
      queryFn: ({ signal }) =>
        api<ConnectPlugin>(`${base(clusterId, connectId)}/plugins/${encodeURIComponent(className)}`, {
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
};

export type StateAction = 'pause' | 'resume' | 'restart';

export const connectCalls = {
  validate: (clusterId: string, connectId: string, className: string, configs: Record<string, string>) =>
    api<ConnectPlugin>(`${base(clusterId, connectId)}/plugins/${encodeURIComponent(className)}/validate`, {
      method: 'PUT',
      body: { configs },
    }),
  create: (clusterId: string, connectId: string, name: string, configs: Record<string, string>) =>
    api<ConnectDefinition>(base(clusterId, connectId), {
      method: 'POST',
      body: { clusterId, connectId, name, configs },
    }),
  update: (clusterId: string, connectId: string, name: string, configs: Record<string, string>) =>
    api<ConnectDefinition>(`${named(clusterId, connectId, name)}/configs`, {
      method: 'POST',
      body: { name, configs },
    }),
  remove: (clusterId: string, connectId: string, name: string) =>
    api<void>(named(clusterId, connectId, name), { method: 'DELETE' }),
  // GET, as AKHQ's UI calls them (akhq-api.md §2.9); the server also takes POST.
  state: (clusterId: string, connectId: string, name: string, action: StateAction) =>
    api<void>(`${named(clusterId, connectId, name)}/${action}`),
  restartTask: (clusterId: string, connectId: string, name: string, task: number) =>
    api<void>(`${named(clusterId, connectId, name)}/tasks/${task}/restart`),
};
