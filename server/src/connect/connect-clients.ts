import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { secretKeys } from '../services/secret-configs.ts';
import { ConnectClient } from './connect-client.ts';

// One Connect client per (cluster, connect name), created on first use. Kept beside the app
// context (keyed by it) rather than in it, so areas that never use Connect do not carry it.

const byContext = new WeakMap<AppContext, Map<string, ConnectClient>>();

export function connectClient(ctx: AppContext, cluster: string, connectId: string): ConnectClient {
  let clients = byContext.get(ctx);
  if (!clients) {
    clients = new Map();
    byContext.set(ctx, clients);
  }
  const key = `${cluster}\u0000${connectId}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const entry = ctx.kafka.connection(cluster).connect.find((c) => c.name === connectId);
  if (!entry) throw notFound(`Cluster '${cluster}' has no Connect named '${connectId}'`);
  const client = new ConnectClient({
    name: entry.name,
    url: entry.url,
    ...(entry['basic-auth-username'] !== undefined ? { username: entry['basic-auth-username'] } : {}),
    ...(entry['basic-auth-password'] !== undefined ? { password: entry['basic-auth-password'] } : {}),
    timeoutMs: ctx.config.server['kafka-timeout-ms'],
    isSecret: secretKeys(ctx.config.secrets['key-patterns']),
  });
  clients.set(key, client);
  return client;
}
