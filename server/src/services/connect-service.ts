import type { ConnectDefinition, ConnectDefinitionList, ConnectPlugin, ConnectSort } from '@console/contract';
import type { ConfigValidation, ConnectClient, ConnectorExpanded } from '../connect/connect-client.ts';
import { badRequest, HttpError } from '../errors.ts';
import { paginate } from '../paging.ts';
import type { SortedListOptions } from '../sorted-list.ts';
import { keepSecrets, MASK, maskSecrets, type SecretKeys } from './secret-configs.ts';

// Connector definitions and plugins of one Connect cluster (spec §2.10), in AKHQ's shapes. Takes
// the Connect client as an argument so tests can drive it against the real worker without HTTP.

const shortName = (className: string) => className.split('.').pop() ?? className;

export function toDefinition({ info, status }: ConnectorExpanded, isSecret: SecretKeys): ConnectDefinition {
  const tasks = [...status.tasks]
    .sort((a, b) => a.id - b.id)
    .map((t) => ({
      connector: info.name,
      id: t.id,
      state: t.state,
      workerId: t.worker_id,
      ...(t.trace ? { trace: t.trace } : {}),
    }));
  const failedTasks = tasks.filter((t) => t.state === 'FAILED').length;
  return {
    name: info.name,
    type: info.type ?? status.type ?? '',
    configs: maskSecrets(info.config, isSecret),
    ...(tasks.length > 0 ? { tasks } : {}),
    shortClassName: shortName(info.config['connector.class'] ?? ''),
    paused: status.connector.state === 'PAUSED' || tasks.some((t) => t.state === 'PAUSED'),
    state: status.connector.state,
    ...(status.connector.trace ? { trace: status.connector.trace } : {}),
    failedTasks,
    overallState: overallState(status.connector.state, tasks.length, failedTasks),
  };
}

/**
 * Connect reports a connector RUNNING while its only task is FAILED: the state shown folds the
 * tasks in (FAILED when all failed, DEGRADED when some did).
 */
export function overallState(connector: string, tasks: number, failed: number): string {
  if (connector !== 'RUNNING' || failed === 0) return connector;
  return failed === tasks ? 'FAILED' : 'DEGRADED';
}

// Worst first when sorted descending: a sort on state puts failures at one end of the list.
const STATE_RANK: Record<string, number> = { FAILED: 5, DEGRADED: 4, UNASSIGNED: 3, PAUSED: 2, STOPPED: 1 };

const sortValue: Record<ConnectSort, (d: ConnectDefinition) => string | number> = {
  name: (d) => d.name,
  type: (d) => d.type,
  class: (d) => d.shortClassName,
  state: (d) => STATE_RANK[d.overallState ?? ''] ?? 0,
  failedTasks: (d) => d.failedTasks ?? 0,
  tasks: (d) => d.tasks?.length ?? 0,
};

/** Orders definitions on one column, then by name (so equal values keep a stable order). */
export function sortDefinitions(
  definitions: ConnectDefinition[],
  sort: ConnectSort = 'name',
  desc = false,
): ConnectDefinition[] {
  const value = sortValue[sort];
  const compare = (a: ConnectDefinition, b: ConnectDefinition) => {
    const x = value(a);
    const y = value(b);
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  };
  return [...definitions].sort(
    (a, b) => (desc ? -compare(a, b) : compare(a, b)) || a.name.localeCompare(b.name),
  );
}

/** Case-insensitive "contains" on the connector name; empty search matches everything. */
export function matchesSearch(name: string, search: string | undefined): boolean {
  return !search || name.toLowerCase().includes(search.trim().toLowerCase());
}

export async function listDefinitions(
  connect: ConnectClient,
  options: SortedListOptions<ConnectSort>,
): Promise<ConnectDefinitionList> {
  const all = await connect.connectors();
  // Every connector comes with its status in one call, so sorting the whole list costs nothing more.
  const names = options.visible(Object.keys(all)).filter((n) => matchesSearch(n, options.search));
  const sorted = sortDefinitions(
    names.map((name) => toDefinition(all[name]!, connect.options.isSecret)),
    options.sort,
    options.desc,
  );
  const { results = [], ...page } = paginate(sorted, options.page, options.pageSize, options.link);
  return { ...page, ...(results.length > 0 ? { results } : {}) };
}

/**
 * Right after a create or a config change the worker may not know the status yet (404) or be
 * rebalancing (409); AKHQ retries such reads, and so do we, briefly.
 */
export async function definition(
  connect: ConnectClient,
  name: string,
  attempts = 1,
): Promise<ConnectDefinition> {
  for (let attempt = 1; ; attempt++) {
    try {
      return toDefinition(await connect.connector(name), connect.options.isSecret);
    } catch (error) {
      const transient = error instanceof HttpError && [404, 409].includes(error.statusCode);
      if (!transient || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** Connect's validate answer as AKHQ's ConnectPlugin: definitions sorted by group (Others last), then order. */
export function toPlugin(
  info: { class: string; type: string; version?: string | undefined },
  validation: ConfigValidation,
  withValues: boolean,
  isSecret: SecretKeys = () => false,
): ConnectPlugin {
  // Connect's own group order, with keys of no group ('Others') last.
  const rank = (group: string) => {
    const index = validation.groups.indexOf(group);
    return index < 0 ? validation.groups.length : index;
  };
  const definitions = validation.configs
    .map(({ definition: d, value: v }) => ({
      name: d.name,
      type: d.type,
      required: d.required,
      ...(d.default_value !== null && d.default_value !== '' ? { defaultValue: d.default_value } : {}),
      importance: d.importance,
      ...(d.documentation ? { documentation: d.documentation } : {}),
      group: d.group ?? 'Others',
      width: d.width,
      ...(d.display_name ? { displayName: d.display_name } : {}),
      ...(d.dependents.length > 0 ? { dependents: d.dependents } : {}),
      order: d.order_in_group,
      ...(withValues && v.value !== null && v.value !== ''
        ? { value: d.type === 'PASSWORD' || isSecret(d.name) ? MASK : v.value }
        : {}),
      ...(withValues && v.errors.length > 0 ? { errors: v.errors } : {}),
    }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.order - b.order);
  return {
    className: info.class,
    type: info.type,
    version: info.version ?? '',
    shortClassName: shortName(info.class),
    definitions,
    ...(withValues ? { errorCount: validation.error_count } : {}),
  };
}

/** Every connector plugin with its config definitions (one validate call each, in parallel). */
export async function listPlugins(connect: ConnectClient): Promise<ConnectPlugin[]> {
  const plugins = await connect.plugins();
  return Promise.all(
    plugins.map(async (p) =>
      toPlugin(p, await connect.validate(p.class, { 'connector.class': p.class }), false),
    ),
  );
}

/** Connect takes the full class, its simple name, or the simple name without 'Connector'. */
const names = (plugin: { class: string }, className: string) =>
  [plugin.class, shortName(plugin.class)].some((n) => n === className || n === `${className}Connector`);

async function pluginInfo(connect: ConnectClient, className: string) {
  const plugins = await connect.plugins();
  return plugins.find((p) => names(p, className)) ?? { class: className, type: '', version: '' };
}

export async function plugin(connect: ConnectClient, className: string): Promise<ConnectPlugin> {
  const info = await pluginInfo(connect, className);
  return toPlugin(info, await connect.validate(info.class, { 'connector.class': info.class }), false);
}

/** Connect's verdict on a config: every definition with the value it saw and its messages. */
export async function validatePlugin(
  connect: ConnectClient,
  className: string,
  configs: Record<string, string>,
): Promise<ConnectPlugin> {
  const info = await pluginInfo(connect, className);
  // Connect refuses a config whose class is spelled shorter than the class it validates against
  // ('FileStreamSource' vs the full name): any spelling of the same plugin is sent in full.
  const asked = configs['connector.class'];
  const spelled = asked !== undefined && names(info, asked) ? info.class : asked;
  const checked = await connect.validate(info.class, {
    ...configs,
    ...(spelled !== undefined ? { 'connector.class': spelled } : {}),
  });
  return toPlugin(info, checked, true, connect.options.isSecret);
}

export async function createDefinition(
  connect: ConnectClient,
  name: string,
  configs: Record<string, string>,
): Promise<ConnectDefinition> {
  await connect.create(name, configs);
  return definition(connect, name, 10);
}

/**
 * Replaces a connector's config. Name and class are locked after creation (spec §5): they are
 * taken from the running definition, and a different class is refused.
 */
export async function updateDefinition(
  connect: ConnectClient,
  name: string,
  configs: Record<string, string>,
): Promise<ConnectDefinition> {
  const current = await connect.connector(name);
  const className = current.info.config['connector.class'] ?? '';
  const asked = configs['connector.class'];
  if (asked !== undefined && asked !== className && shortName(asked) !== shortName(className)) {
    throw badRequest('configs.connector.class: cannot be changed after creation');
  }
  if (configs.name !== undefined && configs.name !== name) {
    throw badRequest('configs.name: cannot be changed after creation');
  }
  const kept = keepSecrets(configs, current.info.config, connect.options.isSecret);
  await connect.putConfig(name, { ...kept, 'connector.class': className, name });
  return definition(connect, name, 10);
}
