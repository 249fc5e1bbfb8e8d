import type { OverviewComponent } from '@console/contract';
import { connectClient } from '../connect/connect-clients.ts';
import type { AppContext } from '../context.ts';
import { sqlEngine } from '../sql/sql-engines.ts';

// Health of the REST components beside a cluster (Connect workers, the schema registry, stream-SQL
// engines), asked in parallel, each within a short budget so one component that hangs does not hold
// up the overview: it shows as unreachable with the reason.

const BUDGET_MS = 3000;

async function probe(
  kind: OverviewComponent['kind'],
  name: string,
  call: () => Promise<string | undefined>,
): Promise<OverviewComponent> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${BUDGET_MS} ms`)), BUDGET_MS);
  });
  try {
    const version = await Promise.race([call(), budget]);
    return { kind, name, reachable: true, ...(version ? { version } : {}) };
  } catch (error) {
    return { kind, name, reachable: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function componentHealth(ctx: AppContext, cluster: string): Promise<OverviewComponent[]> {
  const connection = ctx.kafka.connection(cluster);
  const registry = connection['schema-registry'];
  return Promise.all([
    ...connection.connect.map((c) =>
      probe('CONNECT', c.name, async () => {
        const info = await connectClient(ctx, cluster, c.name).request<{ version?: string }>('GET', '/');
        return info?.version;
      }),
    ),
    ...(registry && registry.type !== 'glue'
      ? [
          probe('REGISTRY', 'schema-registry', async () => {
            await ctx.registry(cluster).request('GET', '/config');
            return undefined;
          }),
        ]
      : []),
    ...connection.ksqldb.map((k) =>
      probe('SQL', k.name, async () => (await sqlEngine(ctx, cluster, k.name).info()).serverVersion),
    ),
  ]);
}
