import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import {
  checkCompatibility,
  createSubject,
  globalConfig,
  latestSchema,
  listSchemas,
  preferredSchemas,
  schemaById,
  schemaVersions,
  setGlobalConfig,
  setSubjectConfig,
  subjectConfig,
  updateSubject,
} from '../services/schema-service.ts';
import { assertTopicExists } from '../services/topic-service.ts';
import { sortedListOptions } from '../sorted-list.ts';
import { route } from './operation.ts';

// Schema registry routes (spec §2.9, §7; contract/src/api/schema-ops.ts). Subject names are checked
// and answers filtered by the permission hook from what the operations declare; lists are filtered
// with `request.visible` before paging so the counts are right.

/**
 * Names no pattern limited to some subjects covers all of (empty-free, every character class):
 * a caller whose UPDATE patterns let each of them through covers every subject name ('.*', '.+').
 */
const ANY_SUBJECTS = ['x', '0', '_', 'Z.z-9', 'é ü', `any-${Math.random().toString(36).slice(2)}`];

export function schemaRoutes(api: FastifyInstance, ctx: AppContext): void {
  // A GLUE registry has no subjects to browse (spec §2.3); the others speak the Confluent API.
  const registry = (cluster: string) => {
    if (ctx.kafka.connection(cluster)['schema-registry']?.type === 'glue') {
      throw notFound(`Cluster '${cluster}' has a GLUE registry, which this console does not browse`);
    }
    return ctx.registry(cluster);
  };

  route(api, ops.schema.list, async (request) =>
    listSchemas(
      registry(request.params.cluster),
      sortedListOptions(request, ctx.config.pagination['page-size']),
    ),
  );

  route(api, ops.schema.globalConfig, async (request) => globalConfig(registry(request.params.cluster)));

  // The global level is what every subject without its own level follows, today's and tomorrow's:
  // changing it changes them all, so SCHEMA UPDATE must cover every subject name, not only some.
  // No request field names "all subjects", so this one check is here rather than in the hook.
  route(api, ops.schema.updateGlobalConfig, async (request) => {
    if (request.visible(ANY_SUBJECTS).length < ANY_SUBJECTS.length) {
      throw forbidden(
        'Unauthorized: the global compatibility level applies to every subject without its own level, so changing it needs SCHEMA UPDATE on all subjects (a pattern such as .*); your patterns cover only some',
      );
    }
    return setGlobalConfig(registry(request.params.cluster), request.body);
  });

  route(api, ops.schema.config, async (request) =>
    subjectConfig(registry(request.params.cluster), request.params.subject),
  );

  route(api, ops.schema.updateConfig, async (request) =>
    setSubjectConfig(registry(request.params.cluster), request.params.subject, request.body),
  );

  route(api, ops.schema.names, async (request) =>
    request.visible(await registry(request.params.cluster).subjects()).sort(),
  );

  route(api, ops.schema.create, async (request) =>
    createSubject(registry(request.params.cluster), request.body),
  );

  route(api, ops.schema.byId, async (request) => {
    const { cluster, id } = request.params;
    return schemaById(registry(cluster), id, request.query.topic, request.visible);
  });

  route(api, ops.schema.byTopic, async (request) => {
    const { cluster, topic } = request.params;
    await ctx.kafka.run(cluster, 'topic', (admin) => assertTopicExists(admin, topic));
    return preferredSchemas(registry(cluster), topic, request.visible);
  });

  route(api, ops.schema.get, async (request) => {
    const { cluster, subject } = request.params;
    return latestSchema(registry(cluster), subject);
  });

  route(api, ops.schema.update, async (request) => {
    const { cluster, subject } = request.params;
    return updateSubject(registry(cluster), subject, request.body);
  });

  route(api, ops.schema.compatibility, async (request) => {
    const { cluster, subject } = request.params;
    return checkCompatibility(registry(cluster), subject, request.body);
  });

  route(api, ops.schema.delete, async (request) => {
    const { cluster, subject } = request.params;
    await registry(cluster).deleteSubject(subject, request.query.permanent ?? false);
    return undefined;
  });

  route(api, ops.schema.versions, async (request) => {
    const { cluster, subject } = request.params;
    return schemaVersions(registry(cluster), subject);
  });

  route(api, ops.schema.deleteVersion, async (request) => {
    const { cluster, subject, version } = request.params;
    await registry(cluster).deleteVersion(subject, version);
    return undefined;
  });
}
