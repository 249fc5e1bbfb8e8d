import { type ClusterDefinition, ops, type UiOptions } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ConnectionConfig, UiOptionsConfig } from '../config/schema.ts';
import type { AppContext } from '../context.ts';
import { denied, roleEntries } from '../security/permission.ts';
import type { SecurityConfig } from '../security/security-config.ts';
import { route } from './operation.ts';

// Session-level calls the web app makes at start (spec §4 "App start"): auth config, current
// user, clusters, and each cluster's UI option defaults.

function clusterDefinition(id: string, connection: ConnectionConfig): ClusterDefinition {
  const registry = connection['schema-registry'];
  return {
    id,
    registry: registry !== undefined,
    ...(registry ? { registryType: registry.type.toUpperCase() as 'CONFLUENT' | 'TIBCO' | 'GLUE' } : {}),
    ...(connection.connect.length > 0 ? { connects: connection.connect.map((c) => c.name) } : {}),
    ...(connection.ksqldb.length > 0 ? { ksqldbs: connection.ksqldb.map((k) => k.name) } : {}),
  };
}

/** Cluster-level options win over global ones; fields set nowhere are left out. */
export function mergeUiOptions(global: UiOptionsConfig, cluster: UiOptionsConfig | undefined): UiOptions {
  const pick = <T>(a: T | undefined, b: T | undefined) => (a !== undefined ? a : b);
  const topic = {
    defaultView: pick(cluster?.topic['default-view'], global.topic['default-view']),
    skipConsumerGroups: pick(cluster?.topic['skip-consumer-groups'], global.topic['skip-consumer-groups']),
    skipLastRecord: pick(cluster?.topic['skip-last-record'], global.topic['skip-last-record']),
    showAllConsumerGroups: pick(
      cluster?.topic['show-all-consumer-groups'],
      global.topic['show-all-consumer-groups'],
    ),
    groupsDefaultView: pick(cluster?.topic['groups-default-view'], global.topic['groups-default-view']),
  };
  const sort = pick(cluster?.['topic-data'].sort, global['topic-data'].sort);
  return {
    topic: Object.fromEntries(Object.entries(topic).filter(([, v]) => v !== undefined)),
    topicData: {
      ...(sort ? { sort } : {}),
      dateTimeFormat:
        pick(cluster?.['topic-data']['date-time-format'], global['topic-data']['date-time-format']) ??
        'RELATIVE',
    },
  };
}

/** `/api/auths`: which logins the login page offers; empty lists are left out (AKHQ's wire shape). */
export function authDefinition(security: SecurityConfig | undefined, version: string) {
  if (!security) return { loginEnabled: false, formEnabled: false, version };
  const providers = (p: Record<string, { label: string }> | undefined) =>
    Object.entries(p ?? {}).map(([key, { label }]) => ({ key, label }));
  const oidcAuths = providers(security.oidc?.providers);
  const oauthAuths = providers(security.oauth?.providers);
  const formEnabled = security['basic-auth'].length > 0 || security.ldap !== undefined;
  return {
    loginEnabled: formEnabled || oidcAuths.length > 0 || oauthAuths.length > 0,
    formEnabled,
    ...(oidcAuths.length > 0 ? { oidcAuths } : {}),
    ...(oauthAuths.length > 0 ? { oauthAuths } : {}),
    version,
  };
}

export function sessionRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.session.auths, async () => authDefinition(ctx.config.security, ctx.version));

  route(api, ops.session.me, async (request) => ({
    logged: request.caller.logged,
    ...(request.caller.username ? { username: request.caller.username } : {}),
    roles: roleEntries(request.caller),
  }));

  route(api, ops.session.clusters, async (request) => {
    // Anonymous with nothing granted: 401, which sends the web app to the login page (spec §4).
    if (!request.caller.logged && request.caller.bindings.length === 0) {
      throw denied(request.caller, 'no access');
    }
    return Object.entries(ctx.config.connections)
      .filter(([id]) => request.caller.bindings.some((b) => b.clusters.some((c) => c.test(id))))
      .map(([id, connection]) => clusterDefinition(id, connection));
  });

  route(api, ops.session.uiOptions, async (request) => {
    const connection = ctx.kafka.connection(request.params.cluster);
    return mergeUiOptions(ctx.config['ui-options'], connection['ui-options']);
  });
}
