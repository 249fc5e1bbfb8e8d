import {
  ClusterParams,
  CompatibilityResult,
  P,
  Schema,
  SchemaCreate,
  SchemaDeleteQuery,
  SchemaIdParams,
  SchemaList,
  SchemaListQuery,
  SchemaVersions,
  SubjectNames,
  SubjectParams,
  SubjectVersionParams,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { assertAllowed, visibleNames } from '../security/permission.ts';
import {
  checkCompatibility,
  createSubject,
  latestSchema,
  listSchemas,
  preferredSchemas,
  schemaById,
  schemaVersions,
  updateSubject,
} from '../services/schema-service.ts';

// Schema registry routes (spec §2.9, §7; akhq-api.md §2.8). Beyond AKHQ: a compatibility check of a
// candidate schema, and `?permanent=true` on subject delete.

const NoContent = { 204: z.null() };

export function schemaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A GLUE registry has no subjects to browse (spec §2.3); the others speak the Confluent API.
  const registry = (cluster: string) => {
    if (ctx.kafka.connection(cluster)['schema-registry']?.type === 'glue') {
      throw notFound(`Cluster '${cluster}' has a GLUE registry, which this console does not browse`);
    }
    return ctx.registry(cluster);
  };

  api.get(
    '/:cluster/schema',
    {
      config: { permission: P.SCHEMA.READ },
      schema: { params: ClusterParams, querystring: SchemaListQuery, response: { 200: SchemaList } },
    },
    async (request) => {
      const { cluster } = request.params;
      return listSchemas(registry(cluster), {
        search: request.query.search,
        page: request.query.page ?? 1,
        pageSize: ctx.config.pagination['page-size'],
        visible: (subjects) => visibleNames(request.caller, P.SCHEMA.READ, cluster, subjects, (s) => s),
        link: { path: request.url.split('?')[0] ?? '', query: { search: request.query.search ?? '' } },
      });
    },
  );

  api.get(
    '/:cluster/schemas',
    {
      config: { permission: P.SCHEMA.READ },
      schema: { params: ClusterParams, response: { 200: SubjectNames } },
    },
    async (request) => {
      const subjects = await registry(request.params.cluster).subjects();
      return visibleNames(request.caller, P.SCHEMA.READ, request.params.cluster, subjects, (s) => s).sort();
    },
  );

  api.post(
    '/:cluster/schema',
    {
      config: { permission: P.SCHEMA.CREATE },
      schema: { params: ClusterParams, body: SchemaCreate, response: { 200: Schema } },
    },
    async (request) => {
      assertAllowed(request.caller, P.SCHEMA.CREATE, request.params.cluster, request.body.subject);
      return createSubject(registry(request.params.cluster), request.body);
    },
  );

  api.get(
    '/:cluster/schema/id/:id',
    {
      config: { permission: P.SCHEMA.READ },
      schema: {
        params: SchemaIdParams,
        querystring: z.object({ topic: z.string().optional() }),
        response: { 200: Schema.pick({ id: true, subject: true, version: true }) },
      },
    },
    async (request) => schemaById(registry(request.params.cluster), request.params.id, request.query.topic),
  );

  api.get(
    '/:cluster/schema/topic/:topic',
    {
      config: { permission: P.SCHEMA.READ },
      schema: {
        params: z.object({ cluster: z.string().min(1), topic: z.string().min(1) }),
        response: { 200: z.object({ key: SchemaVersions, value: SchemaVersions }) },
      },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.SCHEMA.READ, cluster, topic);
      return preferredSchemas(registry(cluster), topic, (subjects) =>
        visibleNames(request.caller, P.SCHEMA.READ, cluster, subjects, (s) => s),
      );
    },
  );

  api.get(
    '/:cluster/schema/:subject',
    { config: { permission: P.SCHEMA.READ }, schema: { params: SubjectParams, response: { 200: Schema } } },
    async (request) => {
      const { cluster, subject } = request.params;
      assertAllowed(request.caller, P.SCHEMA.READ, cluster, subject);
      return latestSchema(registry(cluster), subject);
    },
  );

  api.post(
    '/:cluster/schema/:subject',
    {
      config: { permission: P.SCHEMA.UPDATE },
      schema: { params: SubjectParams, body: SchemaCreate, response: { 200: Schema } },
    },
    async (request) => {
      const { cluster, subject } = request.params;
      assertAllowed(request.caller, P.SCHEMA.UPDATE, cluster, subject);
      return updateSubject(registry(cluster), subject, request.body);
    },
  );

  api.post(
    '/:cluster/schema/:subject/compatibility',
    {
      config: { permission: P.SCHEMA.UPDATE },
      schema: {
        params: SubjectParams,
        body: SchemaCreate.omit({ subject: true, compatibilityLevel: true }),
        response: { 200: CompatibilityResult },
      },
    },
    async (request) => {
      const { cluster, subject } = request.params;
      assertAllowed(request.caller, P.SCHEMA.UPDATE, cluster, subject);
      return checkCompatibility(registry(cluster), subject, request.body);
    },
  );

  api.delete(
    '/:cluster/schema/:subject',
    {
      config: { permission: P.SCHEMA.DELETE },
      schema: { params: SubjectParams, querystring: SchemaDeleteQuery, response: NoContent },
    },
    async (request, reply) => {
      const { cluster, subject } = request.params;
      assertAllowed(request.caller, P.SCHEMA.DELETE, cluster, subject);
      await registry(cluster).deleteSubject(subject, request.query.permanent ?? false);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/:cluster/schema/:subject/version',
    {
      config: { permission: P.SCHEMA.READ },
      schema: { params: SubjectParams, response: { 200: SchemaVersions } },
    },
    async (request) => {
      const { cluster, subject } = request.params;
      assertAllowed(request.caller, P.SCHEMA.READ, cluster, subject);
      return schemaVersions(registry(cluster), subject);
    },
  );

  api.delete(
    '/:cluster/schema/:subject/version/:version',
    {
      config: { permission: P.SCHEMA.DELETE_VERSION },
      schema: { params: SubjectVersionParams, response: NoContent },
    },
    async (request, reply) => {
      const { cluster, subject, version } = request.params;
      assertAllowed(request.caller, P.SCHEMA.DELETE_VERSION, cluster, subject);
      await registry(cluster).deleteVersion(subject, version);
      return reply.status(204).send(null);
    },
  );
}
