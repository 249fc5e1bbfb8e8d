import { KSQLDB_QUERY_LIMITS, type KsqlDbParams, ops } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { paginate } from '../paging.ts';
import { closeSqlEngines, sqlEngine } from '../sql/sql-engines.ts';
import { route } from './operation.ts';

// Stream-SQL routes (spec §2.11, §7; akhq-api.md §2.10) under /{cluster}/ksqldb/{ksqlDbId}, for ksqlDB and
// Flink SQL engines alike. The engine name is checked by the permission hook (contract/src/api/ksqldb-ops.ts).

type Listed = { name?: string; id?: string };

export function ksqldbRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onClose', () => closeSqlEngines(ctx));

  const engine = (params: KsqlDbParams) => sqlEngine(ctx, params.cluster, params.ksqlDbId);

  /** Searched by name (or query id), sorted, paged as AKHQ pages its lists. */
  const list = <T extends Listed>(
    request: FastifyRequest<{ Querystring: { search?: string; page?: number } }>,
    items: T[],
  ) => {
    const search = request.query.search?.trim().toLowerCase() ?? '';
    const key = (item: T) => item.name ?? item.id ?? '';
    const found = items
      .filter((item) => key(item).toLowerCase().includes(search))
      .sort((a, b) => key(a).localeCompare(key(b)));
    return paginate(found, request.query.page ?? 1, ctx.config.pagination['page-size'], {
      path: request.url.split('?')[0] ?? '',
      query: { search: request.query.search ?? '' },
    });
  };

  route(api, ops.ksqldb.streams, async (request) => list(request, await engine(request.params).streams()));
  route(api, ops.ksqldb.tables, async (request) => list(request, await engine(request.params).tables()));
  route(api, ops.ksqldb.queries, async (request) => list(request, await engine(request.params).queries()));

  route(api, ops.ksqldb.info, async (request) => {
    const sql = engine(request.params);
    const info = await sql.info();
    if (info.kafkaClusterId || sql.kind !== 'flink') return info;
    // Flink does not know "its" Kafka cluster; the console's cluster is the one it is configured under.
    const id = await ctx.kafka
      .run(request.params.cluster, 'cluster id', async (admin) => (await admin.metadata({ topics: [] })).id)
      .catch(() => undefined);
    return id ? { ...info, kafkaClusterId: id } : info;
  });

  route(api, ops.ksqldb.execute, async (request, reply) => {
    const id = await engine(request.params).execute(request.body.sql);
    // AKHQ answers the query id as a plain, unquoted string body.
    reply.type('text/plain; charset=utf-8');
    return id;
  });

  route(api, ops.ksqldb.query, async (request, reply) => {
    const sql = engine(request.params);
    // The browser going away (Cancel, leaving the page) closes the connection: stop the query on the
    // engine instead of letting it run to its limits.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return sql.query(request.body.sql, request.body.properties ?? {}, KSQLDB_QUERY_LIMITS, gone.signal);
  });

  route(api, ops.ksqldb.terminate, async (request) => {
    await engine(request.params).terminate(request.params.queryId);
  });
}
