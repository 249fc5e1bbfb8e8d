// Client options for the two clusters, shared by readiness probes, seed and the demo consumers.
import type { BaseOptions } from '@platformatic/kafka';
import { endpoints } from './endpoints.ts';

export type ClusterName = 'main' | 'second';

export function clientOptions(cluster: ClusterName, clientId: string, bootstrap?: string[]): BaseOptions {
  const brokers = bootstrap ?? endpoints[cluster].bootstrap.split(',');
  const base: BaseOptions = { clientId, bootstrapBrokers: brokers };
  if (cluster === 'second') {
    const { mechanism, username, password } = endpoints.second.sasl;
    return { ...base, sasl: { mechanism, username, password } };
  }
  return base;
}
