import type { ConsoleConfig } from './config/schema.ts';
import type { KafkaClients } from './kafka/clients.ts';
import type { RegistryClient } from './registry/registry-client.ts';

/** What every route module gets: the validated config, the per-cluster clients, the version. */
export interface AppContext {
  config: ConsoleConfig;
  kafka: KafkaClients;
  version: string;
  /** The cluster's schema registry client; 404 when the cluster has none configured. */
  registry(cluster: string): RegistryClient;
}
