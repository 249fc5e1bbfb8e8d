import {
  ClusterParams,
  ConfigEntries,
  ConfigUpdate,
  IncreasePartitions,
  LastRecords,
  LogDirs,
  P,
  Partitions,
  Topic,
  TopicCreate,
  TopicDefaults,
  TopicListQuery,
  TopicNameList,
  TopicNameParams,
  TopicNamesQuery,
  TopicPage,
  TopicsQuery,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { assertAllowed, visibleNames } from '../security/permission.ts';
import { alterConfig, describeConfig } from '../services/config-service.ts';
import { lastRecords } from '../services/last-record.ts';
import { topicKinds } from '../services/topic-filter.ts';
import {
  createTopic,
  deleteTopic,
  emptyTopic,
  getTopic,
  increasePartitions,
  isInternal,
  listTopics,
  topicLogs,
  topicNames,
  topicPartitions,
} from '../services/topic-service.ts';

// Topics (akhq-api.md §2.2): list, names, create, one topic, delete, partitions, configs, log dirs,
// last records, and emptying a topic. Every route about one topic checks its name as well.

export function topicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settings = ctx.config.topic;
  const kinds = topicKinds(settings['internal-regexps'], settings['stream-regexps']);

  api.get(
    '/topic/defaults-configs',
    { config: { permission: P.TOPIC.CREATE }, schema: { response: { 200: TopicDefaults } } },
    async () => ({
      replication: settings.replication,
      partition: settings.partition,
      retention: settings.retention,
    }),
  );

  api.get(
    '/:cluster/topic',
    {
      config: { permission: P.TOPIC.READ },
      schema: { params: ClusterParams, querystring: TopicListQuery, response: { 200: TopicPage } },
    },
    async (request) => {
      const { cluster } = request.params;
      const q = request.query;
      const view = q.show ?? 'HIDE_INTERNAL';
      return ctx.kafka.run(cluster, 'topic list', (admin) =>
        listTopics(admin, kinds, {
          search: q.search,
          view,
          page: q.page ?? 1,
          pageSize: q.uiPageSize ?? ctx.config.pagination['page-size'],
          visible: (names) => visibleNames(request.caller, P.TOPIC.READ, cluster, names, (n) => n),
          link: {
            path: request.url.split('?')[0] ?? '',
            query: {
              search: q.search ?? '',
              show: view,
              ...(q.uiPageSize ? { uiPageSize: q.uiPageSize } : {}),
            },
          },
        }),
      );
    },
  );

  api.get(
    '/:cluster/topic/name',
    {
      config: { permission: P.TOPIC.READ },
      schema: { params: ClusterParams, querystring: TopicNamesQuery, response: { 200: TopicNameList } },
    },
    async (request) => {
      const { cluster } = request.params;
      const names = await ctx.kafka.run(cluster, 'topic names', (admin) =>
        topicNames(admin, kinds, request.query.show ?? 'ALL'),
      );
      return visibleNames(request.caller, P.TOPIC.READ, cluster, names, (n) => n);
    },
  );

  api.get(
    '/:cluster/topic/last-record',
    {
      config: { permission: P.TOPIC_DATA.READ },
      schema: { params: ClusterParams, querystring: TopicsQuery, response: { 200: LastRecords } },
    },
    async (request) => {
      const { cluster } = request.params;
      const names = visibleNames(request.caller, P.TOPIC_DATA.READ, cluster, request.query.topics, (n) => n);
      return ctx.kafka.run(cluster, 'last records', (admin) => lastRecords(admin, [...new Set(names)]));
    },
  );

  api.post(
    '/:cluster/topic',
    {
      config: { permission: P.TOPIC.CREATE },
      schema: { params: ClusterParams, body: TopicCreate, response: { 200: Topic } },
    },
    async (request) => {
      const { cluster } = request.params;
      assertAllowed(request.caller, P.TOPIC.CREATE, cluster, request.body.name);
      return ctx.kafka.run(cluster, `create topic '${request.body.name}'`, (admin) =>
        createTopic(admin, kinds, request.body, settings),
      );
    },
  );

  api.get(
    '/:cluster/topic/:topic',
    { config: { permission: P.TOPIC.READ }, schema: { params: TopicNameParams, response: { 200: Topic } } },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ, cluster, topic);
      return ctx.kafka.run(cluster, 'topic', (admin) => getTopic(admin, kinds, topic));
    },
  );

  api.delete(
    '/:cluster/topic/:topic',
    { config: { permission: P.TOPIC.DELETE }, schema: { params: TopicNameParams } },
    async (request, reply) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.DELETE, cluster, topic);
      await ctx.kafka.run(cluster, `delete topic '${topic}'`, (admin) => deleteTopic(admin, topic));
      return reply.code(204).send();
    },
  );

  api.get(
    '/:cluster/topic/:topic/partitions',
    {
      config: { permission: P.TOPIC.READ },
      schema: { params: TopicNameParams, response: { 200: Partitions } },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ, cluster, topic);
      return ctx.kafka.run(cluster, 'partitions', (admin) => topicPartitions(admin, kinds, topic));
    },
  );

  api.post(
    '/:cluster/topic/:topic/partitions',
    { config: { permission: P.TOPIC.UPDATE }, schema: { params: TopicNameParams, body: IncreasePartitions } },
    async (request, reply) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.UPDATE, cluster, topic);
      await ctx.kafka.run(cluster, `increase partitions of '${topic}'`, (admin) =>
        increasePartitions(admin, topic, request.body.partition),
      );
      return reply.code(202).send();
    },
  );

  api.get(
    '/:cluster/topic/:topic/configs',
    {
      config: { permission: P.TOPIC.READ_CONFIG },
      schema: { params: TopicNameParams, response: { 200: ConfigEntries } },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ_CONFIG, cluster, topic);
      return ctx.kafka.run(cluster, 'topic configs', (admin) =>
        describeConfig(admin, { kind: 'TOPIC', name: topic }),
      );
    },
  );

  api.post(
    '/:cluster/topic/:topic/configs',
    {
      config: { permission: P.TOPIC.ALTER_CONFIG },
      schema: { params: TopicNameParams, body: ConfigUpdate, response: { 200: ConfigEntries } },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.ALTER_CONFIG, cluster, topic);
      return ctx.kafka.run(cluster, `update configs of '${topic}'`, async (admin) => {
        // Spec §2.4 / §6: internal topics are not editable, whoever asks and however.
        if (await isInternal(admin, kinds, topic)) {
          throw forbidden(`Topic '${topic}' is internal: its configs cannot be changed here`);
        }
        return alterConfig(admin, { kind: 'TOPIC', name: topic }, request.body.configs);
      });
    },
  );

  api.get(
    '/:cluster/topic/:topic/logs',
    { config: { permission: P.TOPIC.READ }, schema: { params: TopicNameParams, response: { 200: LogDirs } } },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ, cluster, topic);
      return ctx.kafka.run(cluster, 'topic log dirs', (admin) => topicLogs(admin, topic));
    },
  );

  api.delete(
    '/:cluster/topic/:topic/data/empty',
    { config: { permission: P.TOPIC_DATA.DELETE }, schema: { params: TopicNameParams } },
    async (request, reply) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC_DATA.DELETE, cluster, topic);
      await ctx.kafka.run(cluster, `empty topic '${topic}'`, (admin) => emptyTopic(admin, topic));
      return reply.code(204).send();
    },
  );
}
