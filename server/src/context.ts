import type { ConsoleConfig } from './config/schema.ts';
import type { KafkaClients } from './kafka/clients.ts';

/** What every route module gets: the validated config, the per-cluster clients, the version. */
export interface AppContext {
  config: ConsoleConfig;
  kafka: KafkaClients;
  version: string;
}
