import type { ConsoleConfig } from './config/schema.ts';
import type { KafkaClients } from './kafka/clients.ts';
import type { RegistryClient } from './registry/registry-client.ts';
import type { SessionAuth } from './security/session-auth.ts';

/** What every route module gets: the validated config, the per-cluster clients, the version. */
export interface AppContext {
  config: ConsoleConfig;
  kafka: KafkaClients;
  version: string;
  /** The cluster's schema registry client; 404 when the cluster has none configured. */
  registry(cluster: string): RegistryClient;
  /** Login and sessions; undefined when the config has no security section (open console). */
  auth?: SessionAuth | undefined;
}
