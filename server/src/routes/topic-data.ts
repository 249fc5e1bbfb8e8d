import {
  type DeletedWhileReading,
  ops,
  type TopicDataPage,
  type TopicDataQuery,
  type TopicRecord,
} from '@console/contract';
import { ConfigResourceTypes } from '@platformatic/kafka';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DecodingQuery } from '../decode/decoding.ts';
import { badRequest, conflict } from '../errors.ts';
import { serverStopping, stoppedCopy } from '../plugins/open-streams.ts';
import { copyTopic } from '../records/copy.ts';
import { collect, decodingOf, recordEngine, selectionOf } from '../records/index.ts';
import { noting } from '../records/log-start.ts';
import { Producers, producedRecords, produceRecords } from '../records/produce.ts';
import { clientGone } from '../records/sse-writer.ts';
import { streamDownload } from '../records/streams.ts';
import { route } from './operation.ts';
import { buildSignal, sharedRoute } from './shared-answer.ts';
import { sharedSearch } from './shared-search.ts';

// Topic data (akhq-api.md §2.3, §4): page, search (SSE), download, single record, produce,
// delete record (tombstone), offsets at a time and copy, as the route table declares them
// (contract/src/api/topic-data-ops.ts: the topic names are checked by the permission hook).
// Reading goes through the record engine (records/index.ts).

const PAGE_SIZE = 50;

export function topicDataRoutes(api: FastifyInstance, ctx: AppContext): void {
  const engine = recordEngine(ctx);
  const producers = new Producers(ctx.kafka);
  api.addHook('onClose', async () => {
    await Promise.all([engine.close(), producers.close()]);
  });
  const defaultSort = (cluster: string) =>
    ctx.kafka.connection(cluster)['ui-options']?.['topic-data']?.sort ??
    ctx.config['ui-options']['topic-data'].sort ??
    'OLDEST';

  /** A data page and a search read alike: the query's selection, filters, deserializers and size. */
  async function openRead(
    cluster: string,
    topic: string,
    query: TopicDataQuery & DecodingQuery & { size?: number },
    signal: AbortSignal,
  ) {
    const { selection, filters } = selectionOf(query, defaultSort(cluster));
    const opened = await engine.open(cluster, {
      topic,
      selection,
      filters,
      decoding: decodingOf(query),
      limit: query.size ?? PAGE_SIZE,
      signal,
      maxValueLength: engine.maxValueLength,
    });
    return { opened, cel: filters.cel };
  }

  /** Records can be deleted (tombstoned) on compacted, non-internal topics. */
  async function canDeleteRecords(cluster: string, topic: string): Promise<boolean> {
    if (ctx.config.topic['internal-regexps'].some((r) => new RegExp(r).test(topic))) return false;
    const described = await ctx.kafka.run(cluster, 'topic configs', (admin) =>
      admin.describeConfigs({
        resources: [
          {
            resourceType: ConfigResourceTypes.TOPIC,
            resourceName: topic,
            configurationKeys: ['cleanup.policy'],
          },
        ],
      }),
    );
    const policy = described[0]?.configs.find((c) => c.name === 'cleanup.policy')?.value ?? '';
    return policy.includes('compact');
  }

  // Many users on one topic's data page at once (the page a topic opens on) build it once:
  // identical requests of callers with the same permissions share the answer (shared-answer.ts),
  // never one begun before they asked (fresh), so a record written before the page was asked for
  // is on it. Nothing else a page holds depends on who asks (no per-user masking or settings).
  sharedRoute(
    api,
    ctx,
    ops.topicData.page,
    async (request, reply) => {
      const { cluster, topic } = request.params;
      const { opened } = await openRead(cluster, topic, request.query, buildSignal(request, reply));
      const deleted: DeletedWhileReading[] = [];
      const [{ records, last }, canDelete] = await Promise.all([
        collect(noting(opened, deleted)),
        canDeleteRecords(cluster, topic),
      ]);
      const size = opened.layout.ranges.reduce((sum, r) => sum + Number(r.latest - r.earliest), 0);
      const page: TopicDataPage = { size, canDeleteRecords: canDelete };
      if (deleted.length > 0) page.deletedWhileReading = deleted;
      if (records.length > 0) {
        page.results = records;
        if (last?.after) page.after = nextUrl(request.url, last.after);
      }
      return page;
    },
    { fresh: true },
  );

  // Identical searches at the same time share one scan (shared-search.ts).
  route(api, ops.topicData.search, async (request, reply) => {
    const { cluster, topic } = request.params;
    await sharedSearch(ctx, request, reply, clientGone(reply), (signal) =>
      openRead(cluster, topic, request.query, signal),
    );
  });

  route(api, ops.topicData.download, async (request, reply) => {
    const { cluster, topic } = request.params;
    const { selection, filters } = selectionOf(request.query, 'OLDEST');
    const gone = clientGone(reply);
    const opened = await engine.open(cluster, {
      topic,
      selection,
      filters,
      decoding: decodingOf(request.query),
      limit: Number.POSITIVE_INFINITY,
      signal: gone.signal,
      maxValueLength: Number.POSITIVE_INFINITY,
      keepRaw: true,
    });
    await streamDownload(reply, opened, gone.signal, topic, request.query.format ?? 'json');
  });

  route(api, ops.topicData.record, async (request, reply) => {
    const { cluster, topic, partition, offset } = request.params;
    const signal = clientGone(reply).signal;
    const opened = await engine.open(cluster, {
      topic,
      selection: { sort: 'OLDEST', partitions: [partition], offset },
      filters: {},
      decoding: decodingOf(request.query),
      limit: 1,
      signal,
      maxValueLength: Number.POSITIVE_INFINITY,
    });
    if (!opened.layout.ranges.some((r) => r.partition === partition)) {
      await opened.batches.return(undefined);
      throw badRequest(`partition: topic '${topic}' has no partition ${partition}`);
    }
    const [{ records }, canDelete] = await Promise.all([collect(opened), canDeleteRecords(cluster, topic)]);
    return records.length > 0
      ? { results: records, size: records.length, canDeleteRecords: canDelete }
      : { size: 0, canDeleteRecords: canDelete };
  });

  route(api, ops.topicData.produce, async (request) => {
    const { cluster, topic } = request.params;
    const records = await produceRecords(request.body, () => ctx.registry(cluster));
    const written = await ctx.kafka.run(cluster, `producing to ${topic}`, () =>
      producers.send(cluster, topic, records),
    );
    return producedRecords(topic, records, written);
  });

  route(api, ops.topicData.deleteRecord, async (request) => {
    const { cluster, topic } = request.params;
    if (!(await canDeleteRecords(cluster, topic))) {
      throw conflict(`Topic '${topic}' is not compacted: records can only be deleted on compacted topics`);
    }
    const key = Buffer.from(request.query.key, 'base64');
    const tombstone = {
      key,
      value: undefined,
      headers: new Map<Buffer, Buffer>(),
      partition: request.query.partition,
    };
    const written = await ctx.kafka.run(cluster, `deleting a record of ${topic}`, () =>
      producers.send(cluster, topic, [tombstone]),
    );
    const [record] = producedRecords(topic, [tombstone], written);
    return record as TopicRecord;
  });

  route(api, ops.topicData.offsetsStart, async (request) => {
    const { cluster, topic } = request.params;
    const at = BigInt(request.query.timestamp ? Date.parse(request.query.timestamp) : Date.now());
    return ctx.kafka.run(cluster, `offsets of ${topic} at a time`, async (admin) => {
      const meta = (await admin.metadata({ topics: [topic] })).topics.get(topic);
      const partitions = (meta?.partitions ?? []).map((_, partitionIndex) => ({
        partitionIndex,
        timestamp: at,
      }));
      const answer = await admin.listOffsets({ topics: [{ name: topic, partitions }] });
      // Partitions with no record at or after the time are left out (akhq-api.md §2.3).
      return (answer[0]?.partitions ?? [])
        .filter((p) => p.offset >= 0n)
        .map((p) => ({ topic, partition: p.partitionIndex, offset: Number(p.offset) }))
        .sort((a, b) => a.partition - b.partition);
    });
  });

  route(api, ops.topicData.copy, async (request, reply) => {
    const { cluster, topic, toCluster, toTopic } = request.params;
    if (cluster === toCluster && topic === toTopic) throw conflict('Can not copy topic to itself');
    ctx.kafka.connection(toCluster);
    // A server stopping (SIGTERM) past its grace time stops the copy, which then says how far it got.
    const stopping = serverStopping(reply);
    const signal = AbortSignal.any([clientGone(reply).signal, stopping]);
    const answer = await copyTopic(engine, producers, ctx, {
      cluster,
      topic,
      toCluster,
      toTopic,
      offsets: request.body,
      signal,
    });
    if (stopping.aborted) throw stoppedCopy(answer.records, toTopic);
    return answer;
  });
}

/** The request URL with `after` replaced, query parameters sorted (as AKHQ builds it). */
function nextUrl(url: string, after: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('after', after);
  params.sort();
  return `${path}?${params.toString()}`;
}
