import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { SqlEngine } from './engine.ts';
import { FlinkEngine } from './flink-engine.ts';
import { KsqlDbClient } from './ksqldb-client.ts';

// One engine client per (cluster, `ksqldb[].name`), created on first use, so a Flink engine keeps one
// gateway session for the server's lifetime. Kept beside the app context (keyed by it), like Connect's.

const byContext = new WeakMap<AppContext, Map<string, SqlEngine>>();

export function sqlEngine(ctx: AppContext, cluster: string, id: string): SqlEngine {
  let engines = byContext.get(ctx);
  if (!engines) {
    engines = new Map();
    byContext.set(ctx, engines);
  }
  const key = `${cluster}\u0000${id}`;
  const existing = engines.get(key);
  if (existing) return existing;
  const entry = ctx.kafka.connection(cluster).ksqldb.find((k) => k.name === id);
  if (!entry) throw notFound(`Cluster '${cluster}' has no stream-SQL engine named '${id}'`);
  const options = {
    name: entry.name,
    url: entry.url,
    username: entry['basic-auth-username'],
    password: entry['basic-auth-password'],
    timeoutMs: ctx.config.server['kafka-timeout-ms'],
  };
  const engine = entry.type === 'flink' ? new FlinkEngine(options) : new KsqlDbClient(options);
  engines.set(key, engine);
  return engine;
}

/** Closes every engine of the context (Flink sessions are deleted on the gateway). */
export async function closeSqlEngines(ctx: AppContext): Promise<void> {
  const engines = byContext.get(ctx);
  byContext.delete(ctx);
  await Promise.all([...(engines?.values() ?? [])].map((e) => e.close().catch(() => undefined)));
}
