import {
  ClusterParams,
  Consumer,
  ConsumerGroup,
  ConsumerGroupOffset,
  ConsumerGroups,
  GroupListQuery,
  GroupOffsetsAtQuery,
  GroupOffsetUpdates,
  GroupParams,
  GroupsByTopicsQuery,
  GroupTimeOffsets,
  GroupTopicParams,
  P,
  pagedList,
  TopicGroupsParams,
  TopicGroupsQuery,
} from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { paginate } from '../paging.ts';
import { allows, assertAllowed, type Caller, visibleNames } from '../security/permission.ts';
import {
  deleteGroup,
  deleteTopicOffsets,
  offsetsAt,
  updateOffsets,
} from '../services/consumer-group-change.ts';
import { getGroup, groupDetails, groupsByTopics, listGroupIds } from '../services/consumer-group-service.ts';

// Consumer groups (akhq-api.md §2.5) plus the topic screens' `topic/{t}/groups`.

const GroupPage = pagedList(ConsumerGroup);
const empty = { 204: z.null() };

/** Space-separated words, each contained in the name (case-insensitive), like the topic search. */
function matches(search: string | undefined) {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (name: string) => words.every((w) => name.toLowerCase().includes(w));
}

/**
 * A group as this caller may see it: offsets, topics and assignments of topics the caller may not
 * read are left out, so a group does not leak the names of other teams' topics.
 */
function readableTopics(caller: Caller, cluster: string, group: ConsumerGroup): ConsumerGroup {
  const readable = (topic: string) => allows(caller, P.TOPIC.READ, cluster, topic);
  const list = <T>(items: T[] | undefined, keep: (item: T) => boolean) => {
    const kept = items?.filter(keep);
    return kept && kept.length > 0 ? kept : undefined;
  };
  const { offsets, topics, activeTopics, members, ...rest } = group;
  const visibleMembers = members?.map(({ assignments, ...member }) => {
    const kept = list(assignments, (a) => readable(a.topic));
    return kept ? { ...member, assignments: kept } : member;
  });
  const kept = {
    offsets: list(offsets, (o) => readable(o.topic)),
    topics: list(topics, readable),
    activeTopics: list(activeTopics, readable),
    members: visibleMembers && visibleMembers.length > 0 ? visibleMembers : undefined,
  };
  return { ...rest, ...Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) };
}

export function groupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visible = (request: FastifyRequest, cluster: string) => (ids: string[]) =>
    visibleNames(request.caller, P.CONSUMER_GROUP.READ, cluster, ids, (id) => id);

  api.get(
    '/:cluster/group',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: ClusterParams, querystring: GroupListQuery, response: { 200: GroupPage } },
    },
    async (request) => {
      const { cluster } = request.params;
      const { search, page = 1 } = request.query;
      return ctx.kafka.run(cluster, 'consumer group list', async (admin) => {
        const listed = await listGroupIds(admin);
        const ids = visible(
          request,
          cluster,
        )([...listed.keys()].filter(matches(search))).sort((a, b) =>
          a.toLowerCase().localeCompare(b.toLowerCase()),
        );
        const paged = paginate(ids, page, ctx.config.pagination['page-size'], {
          path: `${request.url.split('?')[0]}`,
          query: { search: search ?? '' },
        });
        // Only this page's groups are described: the list stays fast with thousands of groups.
        const results = (await groupDetails(admin, paged.results ?? [], listed)).map((g) =>
          readableTopics(request.caller, cluster, g),
        );
        return { ...paged, ...(results.length > 0 ? { results } : { results: undefined }) };
      });
    },
  );

  api.get(
    '/:cluster/group/topics',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: ClusterParams, querystring: GroupsByTopicsQuery, response: { 200: ConsumerGroups } },
    },
    async (request) => {
      const { cluster } = request.params;
      const { topics, groupsListView = 'ALL' } = request.query;
      return ctx.kafka.run(cluster, 'groups of topics', (admin) =>
        groupsByTopics(admin, topics, groupsListView, visible(request, cluster)),
      );
    },
  );

  api.get(
    '/:cluster/topic/:topic/groups',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: TopicGroupsParams, querystring: TopicGroupsQuery, response: { 200: ConsumerGroups } },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ, cluster, topic);
      return ctx.kafka.run(cluster, 'groups of topic', (admin) =>
        groupsByTopics(admin, [topic], request.query.groupsListView ?? 'ALL', visible(request, cluster)),
      );
    },
  );

  const one = <T>(what: string, pick: (g: ConsumerGroup) => T) =>
    async function handler(request: FastifyRequest<{ Params: { cluster: string; groupId: string } }>) {
      const { cluster, groupId } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.READ, cluster, groupId);
      return ctx.kafka.run(cluster, what, async (admin) =>
        pick(readableTopics(request.caller, cluster, await getGroup(admin, groupId))),
      );
    };

  api.get(
    '/:cluster/group/:groupId',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: GroupParams, response: { 200: ConsumerGroup } },
    },
    one('consumer group', (g) => g),
  );
  api.get(
    '/:cluster/group/:groupId/offsets',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: GroupParams, response: { 200: z.array(ConsumerGroupOffset) } },
    },
    one('consumer group offsets', (g) => g.offsets ?? []),
  );
  api.get(
    '/:cluster/group/:groupId/members',
    {
      config: { permission: P.CONSUMER_GROUP.READ },
      schema: { params: GroupParams, response: { 200: z.array(Consumer) } },
    },
    one('consumer group members', (g) => g.members ?? []),
  );

  api.get(
    '/:cluster/group/:groupId/offsets/start',
    {
      config: { permission: P.CONSUMER_GROUP.UPDATE_OFFSET },
      schema: { params: GroupParams, querystring: GroupOffsetsAtQuery, response: { 200: GroupTimeOffsets } },
    },
    async (request) => {
      const { cluster, groupId } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.UPDATE_OFFSET, cluster, groupId);
      const at = new Date(request.query.timestamp);
      return ctx.kafka.run(cluster, 'offsets at time', (admin) => offsetsAt(admin, groupId, at));
    },
  );

  api.post(
    '/:cluster/group/:groupId/offsets',
    {
      config: { permission: P.CONSUMER_GROUP.UPDATE_OFFSET },
      schema: { params: GroupParams, body: GroupOffsetUpdates, response: empty },
    },
    async (request, reply) => {
      const { cluster, groupId } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.UPDATE_OFFSET, cluster, groupId);
      await ctx.kafka.run(cluster, 'offset update', (admin) => updateOffsets(admin, groupId, request.body));
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/:cluster/group/:groupId',
    { config: { permission: P.CONSUMER_GROUP.DELETE }, schema: { params: GroupParams, response: empty } },
    async (request, reply) => {
      const { cluster, groupId } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.DELETE, cluster, groupId);
      await ctx.kafka.run(cluster, 'group delete', (admin) => deleteGroup(admin, groupId));
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/:cluster/group/:groupId/topic/:topic',
    {
      config: { permission: P.CONSUMER_GROUP.DELETE_OFFSET },
      schema: { params: GroupTopicParams, response: empty },
    },
    async (request, reply) => {
      const { cluster, groupId, topic } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.DELETE_OFFSET, cluster, groupId);
      await ctx.kafka.run(cluster, 'group offsets delete', (admin) =>
        deleteTopicOffsets(admin, groupId, topic),
      );
      return reply.status(204).send(null);
    },
  );
}
