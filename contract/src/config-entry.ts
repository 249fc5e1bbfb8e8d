import { z } from 'zod';

// The Config shape shared by topic and node configs (akhq-api.md §3 "Config"), and the body that
// changes them. Values are strings on the wire, as Kafka keeps them.

export const ConfigSource = z.enum([
  'DYNAMIC_TOPIC_CONFIG',
  'DYNAMIC_BROKER_CONFIG',
  'DYNAMIC_DEFAULT_BROKER_CONFIG',
  'STATIC_BROKER_CONFIG',
  'DEFAULT_CONFIG',
  'DYNAMIC_BROKER_LOGGER_CONFIG',
  'CLIENT_METRICS_CONFIG',
  'GROUP_CONFIG',
  'UNKNOWN',
]);
export type ConfigSource = z.infer<typeof ConfigSource>;

/** Value types of spec §3 (Kafka's ConfigType names). */
export const ConfigValueType = z.enum([
  'STRING',
  'LONG',
  'CLASS',
  'PASSWORD',
  'INT',
  'LIST',
  'BOOLEAN',
  'DOUBLE',
  'SHORT',
  'UNKNOWN',
]);
export type ConfigValueType = z.infer<typeof ConfigValueType>;

export const ConfigSynonym = z.object({
  name: z.string(),
  value: z.string().optional(),
  source: ConfigSource,
});

export const ConfigEntry = z.object({
  name: z.string(),
  value: z.string().optional(),
  description: z.string().optional(),
  source: ConfigSource.optional(),
  /** Not in AKHQ's shape; Kafka's declared value type, shown beside the source. */
  type: ConfigValueType.optional(),
  sensitive: z.boolean(),
  readOnly: z.boolean(),
  synonyms: z.array(ConfigSynonym).optional(),
});
export type ConfigEntry = z.infer<typeof ConfigEntry>;
export const ConfigEntries = z.array(ConfigEntry);

/**
 * `POST .../configs`: changed name-to-value pairs only. An empty string resets the entry to its
 * default. Extra fields the AKHQ UI sends (clusterId, topicId) are ignored.
 */
export const ConfigUpdate = z.object({
  configs: z.record(z.string().min(1), z.string()),
});
export type ConfigUpdate = z.infer<typeof ConfigUpdate>;

/**
 * The config editor's form (topics and nodes): every entry's value by position, as config names
 * hold dots that form libraries read as nested paths. Only values that differ are sent.
 */
export const ConfigForm = z.object({
  entries: z.array(z.object({ name: z.string().min(1), value: z.string() })),
});
export type ConfigForm = z.infer<typeof ConfigForm>;
