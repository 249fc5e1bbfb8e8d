import { DataSort, DateTimeFormat, GroupsListView, TopicListView } from '@console/contract';
import { z } from 'zod';
import { SecurityConfig } from '../security/security-config.ts';

// The console's YAML config. Key names follow AKHQ's `akhq.*` layout (kebab-case) so an AKHQ user
// recognises them. Every object is strict: an unknown key is an error that names it.

const UiOptionsConfig = z.strictObject({
  topic: z
    .strictObject({
      'default-view': TopicListView.optional(),
      'skip-consumer-groups': z.boolean().optional(),
      'skip-last-record': z.boolean().optional(),
      'show-all-consumer-groups': z.boolean().optional(),
      'groups-default-view': GroupsListView.optional(),
    })
    .default({}),
  'topic-data': z
    .strictObject({
      sort: DataSort.optional(),
      'date-time-format': DateTimeFormat.optional(),
    })
    .default({}),
});
export type UiOptionsConfig = z.infer<typeof UiOptionsConfig>;

const BasicAuth = {
  'basic-auth-username': z.string().optional(),
  'basic-auth-password': z.string().optional(),
};

const SchemaRegistryConfig = z.strictObject({
  url: z.url(),
  type: z.enum(['confluent', 'tibco', 'glue']).default('confluent'),
  ...BasicAuth,
  properties: z.record(z.string(), z.string()).default({}),
});

const ConnectConfig = z.strictObject({
  name: z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
  url: z.url(),
  ...BasicAuth,
});

const StreamSqlConfig = z.strictObject({
  name: z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
  url: z.url(),
  type: z.enum(['ksqldb', 'flink']).default('ksqldb'),
  ...BasicAuth,
});

const ConnectionConfig = z.strictObject({
  properties: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .refine((p) => typeof p['bootstrap.servers'] === 'string' && p['bootstrap.servers'] !== '', {
      message: 'bootstrap.servers is required',
    }),
  'schema-registry': SchemaRegistryConfig.optional(),
  connect: z.array(ConnectConfig).default([]),
  ksqldb: z.array(StreamSqlConfig).default([]),
  'ui-options': UiOptionsConfig.optional(),
});
export type ConnectionConfig = z.infer<typeof ConnectionConfig>;

/** Passwords, secrets, tokens, credentials, keys and JAAS configs, however a connector spells them. */
const DEFAULT_SECRET_KEYS = [
  '.*(password|passwd|pwd|secret|token|credential|apikey|api[._-]key|private[._-]?key|jaas|user[._-]?info).*',
  '.*\\.key',
];

export const ConsoleConfig = z.strictObject({
  server: z
    .strictObject({
      host: z.string().default('127.0.0.1'),
      port: z.number().int().min(0).max(65535).default(8080),
      /** Base path for everything (UI, API, login), e.g. `/console`. No trailing slash. */
      'base-path': z
        .string()
        .regex(/^(\/[\w.-]+)*$/, 'empty or like /console (no trailing slash)')
        .default(''),
      /** Extra prefix in front of `/api`, under the base path. */
      'api-prefix': z
        .string()
        .regex(/^(\/[\w.-]+)*$/, 'empty or like /backend (no trailing slash)')
        .default(''),
      /** Folder of the built web app; defaults to web/dist of this repository. */
      'web-root': z.string().optional(),
      'log-level': z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      /** How long one Kafka request may take before the call answers 504. */
      'kafka-timeout-ms': z.number().int().min(100).default(8000),
      /** Identical Kafka reads in flight at the same time are sent once (server/src/kafka/coalesce.ts). */
      'kafka-coalesce-reads': z.boolean().default(true),
      /** How long a settled log-dir read (sizes) is reused; the console's own changes clear it. */
      'kafka-read-cache-ms': z.number().int().min(0).max(2000).default(1000),
      /** Searches, tails, downloads and copies one user may have open at once; one more answers 429. */
      'streams-per-user': z.number().int().min(1).default(4),
    })
    .default({
      host: '127.0.0.1',
      port: 8080,
      'base-path': '',
      'api-prefix': '',
      'log-level': 'info',
      'kafka-timeout-ms': 8000,
      'kafka-coalesce-reads': true,
      'kafka-read-cache-ms': 1000,
      'streams-per-user': 4,
    }),
  connections: z
    .record(z.string().regex(/^[\w-]+$/, 'cluster names use letters, digits, _ and - only'), ConnectionConfig)
    .refine((c) => Object.keys(c).length > 0, { message: 'at least one connection is required' }),
  'ui-options': UiOptionsConfig.default({ topic: {}, 'topic-data': {} }),
  topic: z
    .strictObject({
      'internal-regexps': z
        .array(z.string())
        .default([
          '^_.*$',
          '^.*_schemas$',
          '^.*connect-config[s]?$',
          '^.*connect-offsets$',
          '^.*connect-status$',
        ]),
      'stream-regexps': z.array(z.string()).default(['^.*-changelog$', '^.*-repartition$', '^.*-rekey$']),
      replication: z.number().int().min(1).default(1),
      partition: z.number().int().min(1).default(1),
      retention: z.number().int().min(-1).default(86_400_000),
    })
    .default({
      'internal-regexps': [
        '^_.*$',
        '^.*_schemas$',
        '^.*connect-config[s]?$',
        '^.*connect-offsets$',
        '^.*connect-status$',
      ],
      'stream-regexps': ['^.*-changelog$', '^.*-repartition$', '^.*-rekey$'],
      replication: 1,
      partition: 1,
      retention: 86_400_000,
    }),
  'topic-data': z
    .strictObject({
      /** Characters of a value shown in lists; longer ones are cut (the share view shows them whole). */
      'max-value-length': z.number().int().min(100).default(100_000),
      /** Worker threads examining searches (0: the main thread); default 0 below 4 cores, else the cores but two, at most 4. */
      'scan-workers': z.number().int().min(0).max(64).optional(),
    })
    .default({ 'max-value-length': 100_000 }),
  pagination: z
    .strictObject({ 'page-size': z.number().int().min(1).max(1000).default(25) })
    .default({ 'page-size': 25 }),
  /** Connector config keys whose values never leave the server (case-insensitive full matches). */
  secrets: z
    .strictObject({ 'key-patterns': z.array(z.string()).default(DEFAULT_SECRET_KEYS) })
    .default({ 'key-patterns': DEFAULT_SECRET_KEYS }),
  /** Users, groups and roles; absent = open console (see server/src/security/security-config.ts). */
  security: SecurityConfig.optional(),
});
export type ConsoleConfig = z.infer<typeof ConsoleConfig>;
