import type {
  LogDir,
  Partition,
  SortOrder,
  Topic,
  TopicCreate,
  TopicListView,
  TopicOnly,
  TopicSort,
} from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { badRequest, notFound } from '../errors.ts';
import { keepsAnswers } from '../kafka/coalesce.ts';
import { type PagedList, paginate } from '../paging.ts';
import { listAllGroups } from './consumer-group-kinds.ts';
import { describeTopics, topicLogDirs } from './topic-describe.ts';
import { isInternalTopic, isStreamTopic, type TopicKinds } from './topic-filter.ts';
import { type ClusterSnapshot, clusterSnapshot, type TopicMeta } from './topic-metadata.ts';
import { listedNames } from './topic-names.ts';
import { partitionOffsets } from './topic-offsets.ts';
import { isUnderReplicated, type SortScope, sortTopics } from './topic-sort.ts';

// Topics of one cluster: the paged list, one topic, create, delete, partitions, empty, log dirs.
// Functions take the admin client and return contract shapes; the routes add HTTP and permissions.

export interface ListRequest {
  search?: string;
  view: TopicListView;
  page: number;
  pageSize: number;
  sort?: TopicSort;
  order?: SortOrder;
  only?: TopicOnly;
  /** Drops the names the caller may not see (permission patterns). */
  visible: (names: string[]) => string[];
  /** What the last-record and groups sorts may use (the caller's data and group patterns). */
  scope: SortScope;
  link: { path: string; query: Record<string, unknown> };
}

function isOnly(snapshot: ClusterSnapshot, kinds: TopicKinds, name: string, only: TopicOnly | undefined) {
  const meta = snapshot.topics.get(name);
  if (!meta) return false;
  if (only === 'internal') return isInternalTopic(kinds, name, meta.kafkaInternal);
  if (only === 'stream') return isStreamTopic(kinds, name);
  return only === 'underReplicated' ? isUnderReplicated(meta) : true;
}

/** The list: names of the whole cluster from one Metadata call; details for the page only. */
export async function listTopics(
  admin: Admin,
  kinds: TopicKinds,
  req: ListRequest,
): Promise<PagedList<Topic>> {
  // The page's groups are asked for next (the Consumer Groups column, group/topics), and that call
  // starts with every group of the cluster: asked now, beside the metadata, the list is kept for it
  // (kafka/coalesce.ts), so 21k groups are read while the topics are, not after them.
  if (keepsAnswers(admin)) listAllGroups(admin).catch(() => {});
  const snapshot = await clusterSnapshot(admin);
  // In name order already (topic-names.ts); other columns are sorted over the whole list here.
  let names = req.visible(listedNames(snapshot, kinds, req.view, req.search, admin));
  if (req.only) names = names.filter((n) => isOnly(snapshot, kinds, n, req.only));
  const sort = req.sort ?? 'name';
  if (sort === 'name') {
    if (req.order === 'desc') names.reverse(); // names are distinct: the reverse is the descending order
  } else {
    const metas = names.map((n) => snapshot.topics.get(n)).filter((t): t is TopicMeta => t !== undefined);
    names = (await sortTopics(admin, metas, sort, req.order ?? 'asc', req.scope)).map((t) => t.name);
  }
  const page = paginate(names, req.page, req.pageSize, req.link);
  const results = await describeTopics(admin, snapshot, kinds, page.results ?? []);
  const { results: _names, ...rest } = page;
  return { ...(results.length > 0 ? { results } : {}), ...rest };
}

export async function topicNames(admin: Admin, kinds: TopicKinds, view: TopicListView): Promise<string[]> {
  return listedNames(await clusterSnapshot(admin), kinds, view, undefined, admin);
}

/** 404 unless the topic exists: for screens about a topic whose answer would not show it is missing. */
export async function assertTopicExists(admin: Admin, name: string): Promise<void> {
  await topicMeta(admin, name);
}

async function topicMeta(
  admin: Admin,
  name: string,
): Promise<{ snapshot: ClusterSnapshot; meta: TopicMeta }> {
  const snapshot = await clusterSnapshot(admin, [name]);
  const meta = snapshot.topics.get(name);
  if (!meta) throw notFound(`Topic '${name}' doesn't exist`);
  return { snapshot, meta };
}

/** Whether the cluster has a topic of that name (one metadata call naming it). */
export async function topicExists(admin: Admin, name: string): Promise<boolean> {
  return (await clusterSnapshot(admin, [name])).topics.has(name);
}

/** Whether the topic counts as internal (Kafka's flag or `topic.internal-regexps`); 404 when missing. */
export async function isInternal(admin: Admin, kinds: TopicKinds, name: string): Promise<boolean> {
  const { meta } = await topicMeta(admin, name);
  return isInternalTopic(kinds, name, meta.kafkaInternal);
}

export async function getTopic(admin: Admin, kinds: TopicKinds, name: string): Promise<Topic> {
  const { snapshot } = await topicMeta(admin, name);
  const [topic] = await describeTopics(admin, snapshot, kinds, [name], { withLogDirs: true });
  if (!topic) throw notFound(`Topic '${name}' doesn't exist`);
  return topic;
}

export async function topicPartitions(admin: Admin, kinds: TopicKinds, name: string): Promise<Partition[]> {
  return (await getTopic(admin, kinds, name)).partitions;
}

export async function createTopic(
  admin: Admin,
  kinds: TopicKinds,
  body: TopicCreate,
  defaults: { partition: number; replication: number },
): Promise<Topic> {
  const partitions = body.partition ?? defaults.partition;
  const replicas = body.replication ?? defaults.replication;
  await admin.createTopics({
    topics: [body.name],
    partitions,
    replicas,
    configs: Object.entries(body.configs ?? {}).map(([name, value]) => ({ name, value })),
  });
  // Metadata reaches every broker shortly after the controller accepted the topic.
  for (let attempt = 0; ; attempt++) {
    try {
      return await getTopic(admin, kinds, body.name);
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

export async function deleteTopic(admin: Admin, name: string): Promise<void> {
  await topicMeta(admin, name);
  await admin.deleteTopics({ topics: [name] });
  // As for new partitions: answer once the deletion is visible, so the reloaded list is right.
  for (let attempt = 0; attempt < 30; attempt++) {
    if (!(await clusterSnapshot(admin, [name])).topics.has(name)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function increasePartitions(admin: Admin, name: string, count: number): Promise<void> {
  const { meta } = await topicMeta(admin, name);
  if (count <= meta.partitions.length) {
    // Bad input, as Kafka's own INVALID_PARTITIONS for it (kafka/error-codes.ts): 400.
    throw badRequest(
      `body.partition: topic '${name}' already has ${meta.partitions.length} partitions; the new count must be larger`,
    );
  }
  await admin.createPartitions({ topics: [{ name, count }] });
  // Answer once the brokers' metadata shows the new partitions, so a reload that follows sees them.
  for (let attempt = 0; attempt < 30; attempt++) {
    const now = (await clusterSnapshot(admin, [name])).topics.get(name);
    if ((now?.partitions.length ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Deletes every record up to each partition's end offset (Kafka refuses it on compact-only topics). */
export async function emptyTopic(admin: Admin, name: string): Promise<void> {
  const { meta } = await topicMeta(admin, name);
  const ends = (await partitionOffsets(admin, [meta], -1n)).get(name) ?? new Map<number, bigint>();
  await admin.deleteRecords({
    topics: [{ name, partitions: [...ends.entries()].map(([partition, offset]) => ({ partition, offset })) }],
  });
}

export async function topicLogs(admin: Admin, name: string): Promise<LogDir[]> {
  const { meta } = await topicMeta(admin, name);
  return topicLogDirs(admin, [meta]);
}
