import { z } from 'zod';
import {
  ConnectConfigs,
  ConnectConfigsBody,
  ConnectCreate,
  ConnectDefinition,
  ConnectDefinitionList,
  ConnectListQuery,
  ConnectorParams,
  ConnectParams,
  ConnectPlugin,
  ConnectPluginParams,
  ConnectPlugins,
  ConnectTask,
  ConnectTaskParams,
} from '../connect.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// Kafka Connect (spec §2.10, §7; akhq-api.md §2.9), under /{cluster}/connect/{connectId}.
// Every operation is inside one Connect cluster, which the caller must see (CONNECT_CLUSTER READ on
// its name, as the cluster list shows it); plugins are about that Connect cluster itself, every
// other operation about one connector, named by the path or, for create, by the body.

const connectCluster = [{ at: 'params.connectId' }] as const;
const inConnect = { at: 'params.connectId', need: P.CONNECT_CLUSTER.READ } as const;
const connector = [inConnect, { at: 'params.name' }] as const;

const base = '/:cluster/connect/:connectId';

/** Pause, resume and restart: POST, and the GET that AKHQ's UI sends (akhq-api.md §2.9). */
function stateChange<M extends 'POST' | 'GET', S extends z.ZodType>(method: M, path: string, params: S) {
  return operation({
    method,
    path,
    params,
    answer: z.null(),
    status: 204,
    permission: P.CONNECTOR.UPDATE_STATE,
    names: connector,
    // A GET that changes state: refused from other sites like a POST (security/cross-site.ts).
    ...(method === 'GET' ? { changes: true as const } : {}),
  });
}

export const connectOps = {
  list: operation({
    method: 'GET',
    path: base,
    params: ConnectParams,
    query: ConnectListQuery,
    answer: ConnectDefinitionList,
    permission: P.CONNECTOR.READ,
    names: [inConnect],
    visible: [{ at: 'results', name: 'name' }],
  }),
  create: operation({
    method: 'POST',
    path: base,
    params: ConnectParams,
    body: ConnectCreate,
    answer: ConnectDefinition,
    permission: P.CONNECTOR.CREATE,
    names: [inConnect, { at: 'body.name' }],
  }),
  plugins: operation({
    method: 'GET',
    path: `${base}/plugins`,
    params: ConnectParams,
    answer: ConnectPlugins,
    permission: P.CONNECT_CLUSTER.READ,
    names: connectCluster,
  }),
  plugin: operation({
    method: 'GET',
    path: `${base}/plugins/:className`,
    params: ConnectPluginParams,
    answer: ConnectPlugin,
    permission: P.CONNECT_CLUSTER.READ,
    names: connectCluster,
  }),
  validate: operation({
    method: 'PUT',
    path: `${base}/plugins/:className/validate`,
    params: ConnectPluginParams,
    body: ConnectConfigsBody,
    answer: ConnectPlugin,
    permission: P.CONNECT_CLUSTER.READ,
    names: connectCluster,
  }),
  get: operation({
    method: 'GET',
    path: `${base}/:name`,
    params: ConnectorParams,
    answer: ConnectDefinition,
    permission: P.CONNECTOR.READ,
    names: connector,
  }),
  delete: operation({
    method: 'DELETE',
    path: `${base}/:name`,
    params: ConnectorParams,
    answer: z.null(),
    status: 204,
    permission: P.CONNECTOR.DELETE,
    names: connector,
  }),
  tasks: operation({
    method: 'GET',
    path: `${base}/:name/tasks`,
    params: ConnectorParams,
    answer: z.array(ConnectTask),
    permission: P.CONNECTOR.READ,
    names: connector,
  }),
  configs: operation({
    method: 'GET',
    path: `${base}/:name/configs`,
    params: ConnectorParams,
    answer: ConnectConfigs,
    permission: P.CONNECTOR.READ,
    names: connector,
  }),
  updateConfigs: operation({
    method: 'POST',
    path: `${base}/:name/configs`,
    params: ConnectorParams,
    body: ConnectConfigsBody,
    answer: ConnectDefinition,
    permission: P.CONNECTOR.UPDATE,
    names: connector,
  }),
  pause: stateChange('POST', `${base}/:name/pause`, ConnectorParams),
  resume: stateChange('POST', `${base}/:name/resume`, ConnectorParams),
  restart: stateChange('POST', `${base}/:name/restart`, ConnectorParams),
  restartTask: stateChange('POST', `${base}/:name/tasks/:taskId/restart`, ConnectTaskParams),
  // AKHQ's UI changes state with GET: the same operations, kept for its API clients.
  pauseByGet: stateChange('GET', `${base}/:name/pause`, ConnectorParams),
  resumeByGet: stateChange('GET', `${base}/:name/resume`, ConnectorParams),
  restartByGet: stateChange('GET', `${base}/:name/restart`, ConnectorParams),
  restartTaskByGet: stateChange('GET', `${base}/:name/tasks/:taskId/restart`, ConnectTaskParams),
};
