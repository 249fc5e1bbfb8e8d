import {
  KSQLDB_QUERY_LIMITS,
  KsqlDbExecuteBody,
  KsqlDbInfo,
  KsqlDbListQuery,
  KsqlDbParams,
  KsqlDbQueryBody,
  KsqlDbQueryList,
  KsqlDbQueryParams,
  KsqlDbQueryResult,
  KsqlDbStreamList,
  KsqlDbTableList,
  P,
} from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { paginate } from '../paging.ts';
import { assertAllowed } from '../security/permission.ts';
import { closeSqlEngines, sqlEngine } from '../sql/sql-engines.ts';

// Stream-SQL routes (spec §2.11, §7; akhq-api.md §2.10) under /{cluster}/ksqldb/{ksqlDbId}, for ksqlDB and
// Flink SQL engines alike. Beyond AKHQ: DELETE .../queries/{queryId} stops a running query.

type Req = { params: KsqlDbParams; caller: FastifyRequest['caller'] };

export function ksqldbRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => closeSqlEngines(ctx));

  /** The engine, after checking the caller may use this engine by name. */
  const engine = (request: Req, permission = P.KSQLDB.READ) => {
    const { cluster, ksqlDbId } = request.params;
    assertAllowed(request.caller, permission, cluster, ksqlDbId);
    return sqlEngine(ctx, cluster, ksqlDbId);
  };

  const listRoute = <T extends { name?: string; id?: string }>(
    what: 'streams' | 'tables' | 'queries',
    response: z.ZodType,
    load: (request: Req) => Promise<T[]>,
  ) =>
    api.get(
      `/:cluster/ksqldb/:ksqlDbId/${what}`,
      {
        config: { permission: P.KSQLDB.READ },
        schema: { params: KsqlDbParams, querystring: KsqlDbListQuery, response: { 200: response } },
      },
      async (request) => {
        const search = request.query.search?.trim().toLowerCase() ?? '';
        const key = (item: T) => item.name ?? item.id ?? '';
        const items = (await load(request))
          .filter((item) => key(item).toLowerCase().includes(search))
          .sort((a, b) => key(a).localeCompare(key(b)));
        return paginate(items, request.query.page ?? 1, ctx.config.pagination['page-size'], {
          path: request.url.split('?')[0] ?? '',
          query: { search: request.query.search ?? '' },
        });
      },
    );

  listRoute('streams', KsqlDbStreamList, (r) => engine(r).streams());
  listRoute('tables', KsqlDbTableList, (r) => engine(r).tables());
  listRoute('queries', KsqlDbQueryList, (r) => engine(r).queries());

  api.get(
    '/:cluster/ksqldb/:ksqlDbId/info',
    {
      config: { permission: P.KSQLDB.READ },
      schema: { params: KsqlDbParams, response: { 200: KsqlDbInfo } },
    },
    async (request) => {
      const sql = engine(request);
      const info = await sql.info();
      if (info.kafkaClusterId || sql.kind !== 'flink') return info;
      // Flink does not know "its" Kafka cluster; the console's cluster is the one it is configured under.
      const id = await ctx.kafka
        .run(request.params.cluster, 'cluster id', async (admin) => (await admin.metadata({ topics: [] })).id)
        .catch(() => undefined);
      return id ? { ...info, kafkaClusterId: id } : info;
    },
  );

  api.put(
    '/:cluster/ksqldb/:ksqlDbId/execute',
    {
      config: { permission: P.KSQLDB.EXECUTE },
      schema: { params: KsqlDbParams, body: KsqlDbExecuteBody, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const id = await engine(request, P.KSQLDB.EXECUTE).execute(request.body.sql);
      // AKHQ answers the query id as a plain, unquoted string body.
      return reply.type('text/plain; charset=utf-8').send(id);
    },
  );

  api.put(
    '/:cluster/ksqldb/:ksqlDbId/queries/pull',
    {
      config: { permission: P.KSQLDB.EXECUTE },
      schema: { params: KsqlDbParams, body: KsqlDbQueryBody, response: { 200: KsqlDbQueryResult } },
    },
    async (request, reply) => {
      const sql = engine(request, P.KSQLDB.EXECUTE);
      // The browser going away (Cancel, leaving the page) closes the connection: stop the query on the
      // engine instead of letting it run to its limits.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      return sql.query(request.body.sql, request.body.properties ?? {}, KSQLDB_QUERY_LIMITS, gone.signal);
    },
  );

  api.delete(
    '/:cluster/ksqldb/:ksqlDbId/queries/:queryId',
    {
      config: { permission: P.KSQLDB.EXECUTE },
      schema: { params: KsqlDbQueryParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await engine(request, P.KSQLDB.EXECUTE).terminate(request.params.queryId);
      return reply.status(204).send(null);
    },
  );
}
