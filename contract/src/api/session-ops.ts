import { AuthDefinition, AuthUser } from '../auth.ts';
import { ClusterList, UiOptions } from '../cluster.ts';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// Calls the web app makes before and around login (spec §7 "Session"): anonymous on purpose.

export const sessionOps = {
  auths: operation({ method: 'GET', path: '/auths', answer: AuthDefinition, permission: 'public' }),
  me: operation({ method: 'GET', path: '/me', answer: AuthUser, permission: 'public' }),
  clusters: operation({
    method: 'GET',
    path: '/cluster',
    answer: ClusterList,
    permission: 'public',
    // Each cluster lists only the Connect and stream-SQL instances the caller may open there.
    visible: [
      { at: '[].connects', need: P.CONNECT_CLUSTER.READ, clusterFrom: 'id', omitEmpty: true },
      { at: '[].ksqldbs', need: P.KSQLDB.READ, clusterFrom: 'id', omitEmpty: true },
    ],
  }),
  uiOptions: operation({
    method: 'GET',
    path: '/:cluster/ui-options',
    params: ClusterParams,
    answer: UiOptions,
    permission: 'public',
  }),
  openapi: operation({
    method: 'GET',
    path: '/openapi.json',
    permission: 'public',
    hide: true,
  }),
};
