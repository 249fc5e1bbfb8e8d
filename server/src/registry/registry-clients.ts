import type { ConsoleConfig } from '../config/schema.ts';
import { notFound } from '../errors.ts';
import type { KafkaClients } from '../kafka/clients.ts';
import { RegistryClient } from './registry-client.ts';

/** One registry client per cluster, created on first use. */
export function registryClients(
  config: ConsoleConfig,
  kafka: KafkaClients,
): (cluster: string) => RegistryClient {
  const clients = new Map<string, RegistryClient>();
  return (cluster) => {
    const existing = clients.get(cluster);
    if (existing) return existing;
    const registry = kafka.connection(cluster)['schema-registry'];
    if (!registry) throw notFound(`Cluster '${cluster}' has no schema registry configured`);
    const client = new RegistryClient({
      url: registry.url,
      ...(registry['basic-auth-username'] !== undefined ? { username: registry['basic-auth-username'] } : {}),
      ...(registry['basic-auth-password'] !== undefined ? { password: registry['basic-auth-password'] } : {}),
      timeoutMs: config.server['kafka-timeout-ms'],
    });
    clients.set(cluster, client);
    return client;
  };
}
