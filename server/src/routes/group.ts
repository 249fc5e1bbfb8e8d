import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { listLink, paginate } from '../paging.ts';
import {
  deleteGroup,
  deleteTopicOffsets,
  offsetsAt,
  updateOffsets,
} from '../services/consumer-group-change.ts';
import { deleteStreamsGroup, groupTypeOf, listAllGroups } from '../services/consumer-group-kinds.ts';
import { getGroup, groupDetails, groupsByTopics } from '../services/consumer-group-service.ts';
import { sortGroupIds } from '../services/consumer-group-sort.ts';
import { matchesSearch } from '../services/group-names.ts';
import { deleteShareGroup } from '../services/share-group-change.ts';
import { assertTopicExists } from '../services/topic-service.ts';
import { route } from './operation.ts';
import { sharedRoute } from './shared-answer.ts';

// Consumer groups (akhq-api.md §2.5) plus the topic screens' `topic/{t}/groups`. Group ids, topic
// names and the topics inside group answers are checked and filtered by the permission hook, as
// contract/src/api/group-ops.ts declares them.

export function groupRoutes(api: FastifyInstance, ctx: AppContext): void {
  sharedRoute(api, ctx, ops.group.list, async (request) => {
    const { cluster } = request.params;
    const { search, page = 1, sort, order, type } = request.query;
    return ctx.kafka.run(cluster, 'consumer group list', async (admin) => {
      const listed = await listAllGroups(admin);
      const ofType = (id: string) => type.length === 0 || type.includes(groupTypeOf(listed.get(id)));
      // Filtered before paging, so the counts and pages are the caller's; in name order as listed.
      let ids = request.visible([...listed.keys()].filter(matchesSearch(search)).filter(ofType));
      // Sorted before paging too: only the sort's own key is fetched for every group.
      if ((sort && sort !== 'id') || order === 'desc') {
        ids = await sortGroupIds(admin, ids, listed, sort ?? 'id', order === 'desc');
      }
      const paged = paginate(
        ids,
        page,
        ctx.config.pagination['page-size'],
        listLink(request.url, search, {
          ...(sort ? { sort } : {}),
          ...(order ? { order } : {}),
          ...(type.length > 0 ? { type: type.join(',') } : {}),
        }),
      );
      // Only this page's groups are described: the list stays fast with thousands of groups.
      const results = await groupDetails(admin, paged.results ?? [], listed);
      return { ...paged, ...(results.length > 0 ? { results } : { results: undefined }) };
    });
  });

  route(api, ops.group.byTopics, async (request) => {
    const { cluster } = request.params;
    const { topics, groupsListView = 'ALL' } = request.query;
    return ctx.kafka.run(cluster, 'groups of topics', (admin) =>
      groupsByTopics(admin, topics, groupsListView, request.visible),
    );
  });

  route(api, ops.group.topicGroups, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'groups of topic', async (admin) => {
      await assertTopicExists(admin, topic);
      return groupsByTopics(admin, [topic], request.query.groupsListView ?? 'ALL', request.visible);
    });
  });

  route(api, ops.group.get, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(cluster, 'consumer group', (admin) => getGroup(admin, groupId));
  });

  route(api, ops.group.offsets, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(
      cluster,
      'consumer group offsets',
      async (admin) => (await getGroup(admin, groupId)).offsets ?? [],
    );
  });

  route(api, ops.group.members, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(
      cluster,
      'consumer group members',
      async (admin) => (await getGroup(admin, groupId)).members ?? [],
    );
  });

  route(api, ops.group.offsetsAt, async (request) => {
    const { cluster, groupId } = request.params;
    const at = new Date(request.query.timestamp);
    return ctx.kafka.run(cluster, 'offsets at time', (admin) => offsetsAt(admin, groupId, at));
  });

  route(api, ops.group.updateOffsets, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'offset update', (admin) => updateOffsets(admin, groupId, request.body));
  });

  route(api, ops.group.delete, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'group delete', async (admin) => {
      // The list holds every type of group and deletes any of them; share groups have their own checks.
      const type = groupTypeOf((await listAllGroups(admin)).get(groupId));
      if (type === 'share') return deleteShareGroup(admin, groupId);
      if (type === 'streams') return deleteStreamsGroup(admin, groupId);
      return deleteGroup(admin, groupId);
    });
  });

  route(api, ops.group.deleteOffsets, async (request) => {
    const { cluster, groupId, topic } = request.params;
    await ctx.kafka.run(cluster, 'group offsets delete', (admin) =>
      deleteTopicOffsets(admin, groupId, topic),
    );
  });
}
