import { ops, P } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { kafkaErrorStatus } from '../kafka/errors.ts';
import { alterConfig, clusterTopicDefaults, describeConfig } from '../services/config-service.ts';
import { lastRecords } from '../services/last-record.ts';
import { topicKinds } from '../services/topic-filter.ts';
import { clusterSnapshot } from '../services/topic-metadata.ts';
import {
  createTopic,
  deleteTopic,
  emptyTopic,
  getTopic,
  increasePartitions,
  isInternal,
  listTopics,
  topicExists,
  topicLogs,
  topicNames,
  topicPartitions,
} from '../services/topic-service.ts';
import { route } from './operation.ts';
import { sharedRoute } from './shared-answer.ts';

// Topics (akhq-api.md §2.2), as the route table declares them (contract/src/api/topic-ops.ts):
// the permission hook checks every topic name a request carries and filters what answers show.

export function topicRoutes(api: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.config.topic;
  const kinds = topicKinds(settings['internal-regexps'], settings['stream-regexps']);

  route(api, ops.topic.defaults, async (request) => {
    const config = {
      replication: settings.replication,
      partition: settings.partition,
      retention: settings.retention,
    };
    const { cluster } = request.query;
    if (!cluster) return config;
    return ctx.kafka.run(cluster, 'topic defaults', async (admin) => {
      // No topic list: one metadata call naming the topic whose configs serve as the sample.
      const snapshot = await clusterSnapshot(admin, ['__consumer_offsets']);
      const [brokerId] = [...snapshot.brokers.keys()].sort((a, b) => a - b);
      if (brokerId === undefined) return config;
      const sample = snapshot.topics.has('__consumer_offsets')
        ? '__consumer_offsets'
        : (await admin.listTopics({ includeInternals: true }))[0];
      const found = await clusterTopicDefaults(admin, brokerId, sample);
      // Retention stays the config's `topic.retention` (spec §9), which the form sends explicitly.
      return {
        replication: found.replication ?? config.replication,
        partition: found.partition ?? config.partition,
        retention: config.retention,
        configs: found.configs,
      };
    });
  });

  sharedRoute(api, ctx, ops.topic.list, async (request) => {
    const { cluster } = request.params;
    const q = request.query;
    const view = q.show ?? 'HIDE_INTERNAL';
    return ctx.kafka.run(cluster, 'topic list', (admin) =>
      listTopics(admin, kinds, {
        search: q.search,
        view,
        page: q.page ?? 1,
        pageSize: q.uiPageSize ?? ctx.config.pagination['page-size'],
        ...(q.sort ? { sort: q.sort } : {}),
        ...(q.order ? { order: q.order } : {}),
        ...(q.only ? { only: q.only } : {}),
        visible: request.visible,
        // The lastRecord and groups sorts use only the topics' records and the groups the caller may read.
        scope: {
          readable: (names) => request.visible(names, P.TOPIC_DATA.READ),
          visibleGroups: (ids) => request.visible(ids, P.CONSUMER_GROUP.READ),
        },
        link: {
          path: request.url.split('?')[0] ?? '',
          query: {
            search: q.search ?? '',
            show: view,
            ...(q.uiPageSize ? { uiPageSize: q.uiPageSize } : {}),
            ...(q.sort ? { sort: q.sort } : {}),
            ...(q.order ? { order: q.order } : {}),
            ...(q.only ? { only: q.only } : {}),
          },
        },
      }),
    );
  });

  route(api, ops.topic.names, async (request) =>
    ctx.kafka.run(request.params.cluster, 'topic names', (admin) =>
      topicNames(admin, kinds, request.query.show ?? 'ALL'),
    ),
  );

  route(api, ops.topic.lastRecords, async (request) =>
    ctx.kafka.run(request.params.cluster, 'last records', (admin) =>
      lastRecords(admin, [...new Set(request.query.topics)]),
    ),
  );

  route(api, ops.topic.create, async (request) =>
    ctx.kafka.run(request.params.cluster, `create topic '${request.body.name}'`, (admin) =>
      createTopic(admin, kinds, request.body, settings),
    ),
  );

  route(api, ops.topic.get, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'topic', (admin) => getTopic(admin, kinds, topic));
  });

  route(api, ops.topic.delete, async (request) => {
    const { cluster, topic } = request.params;
    await ctx.kafka.run(cluster, `delete topic '${topic}'`, (admin) => deleteTopic(admin, topic));
  });

  route(api, ops.topic.partitions, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'partitions', (admin) => topicPartitions(admin, kinds, topic));
  });

  route(api, ops.topic.increasePartitions, async (request) => {
    const { cluster, topic } = request.params;
    await ctx.kafka.run(cluster, `increase partitions of '${topic}'`, (admin) =>
      increasePartitions(admin, topic, request.body.partition),
    );
  });

  route(api, ops.topic.configs, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'topic configs', (admin) =>
      // Kafka refuses a missing topic's configs with a partition-level message ("This server does not
      // host this topic-partition"): on a refusal, a missing topic is said as on every topic route,
      // with Kafka's code kept for API users who match on it.
      // Kafka's own refusal (ACLs) stays a 403: metadata hides a topic the principal may not describe.
      describeConfig(admin, { kind: 'TOPIC', name: topic }).catch(async (error: unknown) => {
        if (kafkaErrorStatus(error) !== 403 && !(await topicExists(admin, topic))) {
          throw notFound(`Topic '${topic}' doesn't exist (UNKNOWN_TOPIC_OR_PARTITION)`);
        }
        throw error;
      }),
    );
  });

  route(api, ops.topic.updateConfigs, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, `update configs of '${topic}'`, async (admin) => {
      // Spec §2.4 / §6: internal topics are not editable, whoever asks and however.
      if (await isInternal(admin, kinds, topic)) {
        throw forbidden(`Topic '${topic}' is internal: its configs cannot be changed here`);
      }
      return alterConfig(admin, { kind: 'TOPIC', name: topic }, request.body.configs);
    });
  });

  route(api, ops.topic.logs, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'topic log dirs', (admin) => topicLogs(admin, topic));
  });

  route(api, ops.topic.empty, async (request) => {
    const { cluster, topic } = request.params;
    await ctx.kafka.run(cluster, `empty topic '${topic}'`, (admin) => emptyTopic(admin, topic));
  });
}
