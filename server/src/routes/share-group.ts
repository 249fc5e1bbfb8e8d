import { ops, P } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { listLink, paginate } from '../paging.ts';
import { byName, matchesSearch } from '../services/group-names.ts';
import {
  deleteShareGroup,
  deleteShareTopicOffsets,
  heldTopics,
  previewReset,
  resetOffsets,
} from '../services/share-group-change.ts';
import { getShareGroup, listShareGroupIds, shareGroupDetails } from '../services/share-group-service.ts';
import { route } from './operation.ts';

// Share groups (KIP-932): list, detail, start-offset reset with its preview, delete offsets and
// the group. Group ids and topics are checked and filtered by the permission hook
// (contract/src/api/share-group-ops.ts).

export function shareGroupRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.shareGroup.list, async (request) => {
    const { cluster } = request.params;
    const { search, page = 1 } = request.query;
    return ctx.kafka.run(cluster, 'share group list', async (admin) => {
      const listed = await listShareGroupIds(admin);
      const ids = request.visible([...listed.keys()].filter(matchesSearch(search))).sort(byName);
      const paged = paginate(ids, page, ctx.config.pagination['page-size'], listLink(request.url, search));
      const results = await shareGroupDetails(admin, paged.results ?? [], listed);
      return { ...paged, ...(results.length > 0 ? { results } : { results: undefined }) };
    });
  });

  route(api, ops.shareGroup.get, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(cluster, 'share group', (admin) => getShareGroup(admin, groupId));
  });

  route(api, ops.shareGroup.resetPreview, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(cluster, 'share group reset preview', async (admin) => {
      const group = await getShareGroup(admin, groupId);
      // With no topic named, the held topics the caller may read: never a subscribed topic that
      // may not exist, nor one outside the caller's patterns (its name could end up in a 400).
      const fallback = request.visible(heldTopics(group), P.TOPIC.READ);
      return previewReset(admin, group, request.query, fallback);
    });
  });

  route(api, ops.shareGroup.resetOffsets, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'share group offsets reset', (admin) =>
      resetOffsets(admin, groupId, request.body),
    );
  });

  route(api, ops.shareGroup.deleteOffsets, async (request) => {
    const { cluster, groupId, topic } = request.params;
    await ctx.kafka.run(cluster, 'share group offsets delete', (admin) =>
      deleteShareTopicOffsets(admin, groupId, topic),
    );
  });

  route(api, ops.shareGroup.delete, async (request) => {
    const { cluster, groupId } = request.params;
    await ctx.kafka.run(cluster, 'share group delete', (admin) => deleteShareGroup(admin, groupId));
  });
}
