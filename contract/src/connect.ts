import { z } from 'zod';
import { pagedList } from './common.ts';

// Kafka Connect shapes (spec §2.10, §4, §5; akhq-api.md §2.9 and "ConnectDefinition" in §3).

export const ConnectTask = z.object({
  connector: z.string(),
  id: z.number().int(),
  state: z.string(),
  workerId: z.string(),
  trace: z.string().optional(),
});
export type ConnectTask = z.infer<typeof ConnectTask>;

export const ConnectDefinition = z.object({
  name: z.string(),
  type: z.string(),
  configs: z.record(z.string(), z.string()),
  tasks: z.array(ConnectTask).optional(),
  shortClassName: z.string(),
  paused: z.boolean(),
  /** Beyond AKHQ: the connector's own state (RUNNING, PAUSED, FAILED, UNASSIGNED, STOPPED). */
  state: z.string().optional(),
  /** Beyond AKHQ: the connector's own failure trace. */
  trace: z.string().optional(),
  /** Beyond AKHQ: how many of its tasks are FAILED. */
  failedTasks: z.number().int().optional(),
  /**
   * Beyond AKHQ: the state a user should see, the connector's and its tasks' together: FAILED when
   * the connector or every task failed, DEGRADED when some tasks failed, else the connector's state.
   */
  overallState: z.string().optional(),
});
export type ConnectDefinition = z.infer<typeof ConnectDefinition>;

export const ConnectDefinitionList = pagedList(ConnectDefinition);
export type ConnectDefinitionList = z.infer<typeof ConnectDefinitionList>;

/** One config key of a plugin, from Connect's validate call. */
export const ConnectPluginDefinition = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  defaultValue: z.string().optional(),
  importance: z.string(),
  documentation: z.string().optional(),
  group: z.string(),
  width: z.string(),
  displayName: z.string().optional(),
  dependents: z.array(z.string()).optional(),
  order: z.number().int(),
  /** Beyond AKHQ: the validated value and Connect's messages about it (validate call only). */
  value: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type ConnectPluginDefinition = z.infer<typeof ConnectPluginDefinition>;

export const ConnectPlugin = z.object({
  className: z.string(),
  type: z.string(),
  version: z.string(),
  shortClassName: z.string(),
  definitions: z.array(ConnectPluginDefinition),
  /** Beyond AKHQ: how many fields Connect found invalid (validate call only). */
  errorCount: z.number().int().optional(),
});
export type ConnectPlugin = z.infer<typeof ConnectPlugin>;
export const ConnectPlugins = z.array(ConnectPlugin);

export const ConnectParams = z.object({ cluster: z.string().min(1), connectId: z.string().min(1) });
export const ConnectorParams = ConnectParams.extend({ name: z.string().min(1) });
export const ConnectTaskParams = ConnectorParams.extend({ taskId: z.coerce.number().int().min(0) });
export const ConnectPluginParams = ConnectParams.extend({ className: z.string().min(1) });

/** Columns the connector list sorts on (server-side, since the list is paged). */
export const ConnectSort = z.enum(['name', 'type', 'class', 'state', 'failedTasks', 'tasks']);
export type ConnectSort = z.infer<typeof ConnectSort>;

export const ConnectListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).catch(1).optional(),
  /** Beyond AKHQ: sort column (name when absent) and direction. */
  sort: ConnectSort.optional(),
  desc: z.stringbool().optional(),
});

const Configs = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

/** `POST /api/{cluster}/connect/{connectId}`: `configs` must name `connector.class`. */
export const ConnectCreate = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .regex(/^[^/\\]+$/, 'name may not contain / or \\'),
  configs: Configs.refine((c) => (c['connector.class'] ?? '') !== '', {
    message: 'connector.class is required',
  }),
});
export type ConnectCreate = z.input<typeof ConnectCreate>;

export const ConnectConfigsBody = z.object({ configs: Configs });
export const ConnectConfigs = z.record(z.string(), z.string());
