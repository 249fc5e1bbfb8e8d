import { ops } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createAcl, createAcls, deleteAcl, describeAcls } from '../services/acl-service.ts';
import { assertTopicExists } from '../services/topic-service.ts';
import { route } from './operation.ts';

// ACLs (akhq-api.md §2.7) plus create/delete, and the ACL tabs of a topic and of a group. Which
// principals, topics and groups a caller may see is declared in contract/src/api/acl-ops.ts.

export function aclRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, ops.acl.list, async (request) => {
    const words = (request.query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const all = await ctx.kafka.run(request.params.cluster, 'ACL list', (admin) => describeAcls(admin));
    return all.filter((a) => words.every((w) => a.principal.toLowerCase().includes(w)));
  });

  route(api, ops.acl.principal, async (request) => {
    const { cluster, principal } = request.params;
    const [found] = await ctx.kafka.run(cluster, 'ACLs of principal', (admin) =>
      describeAcls(admin, { principal, resourceType: request.query.resourceType ?? 'ANY' }),
    );
    return { principal, ...(found?.acls ? { acls: found.acls } : {}) };
  });

  route(api, ops.acl.create, async (request) => {
    const b = request.body;
    await ctx.kafka.run(request.params.cluster, 'ACL create', (admin) => createAcl(admin, b));
    return {
      principal: b.principal,
      acls: [
        {
          host: b.host,
          operation: { operation: b.operation, permissionType: b.permissionType },
          resource: { resourceType: b.resourceType, name: b.resourceName, patternType: b.patternType },
        },
      ],
    };
  });

  route(api, ops.acl.createMany, async (request) =>
    ctx.kafka.run(request.params.cluster, 'ACL create', (admin) => createAcls(admin, request.body.bindings)),
  );

  route(api, ops.acl.delete, async (request) => {
    await ctx.kafka.run(request.params.cluster, 'ACL delete', (admin) => deleteAcl(admin, request.body));
  });

  route(api, ops.acl.topic, async (request) => {
    const { cluster, topic } = request.params;
    return ctx.kafka.run(cluster, 'ACLs of topic', async (admin) => {
      await assertTopicExists(admin, topic);
      return describeAcls(admin, { resourceType: 'TOPIC', resourceName: topic, patternType: 'MATCH' });
    });
  });

  route(api, ops.acl.group, async (request) => {
    const { cluster, groupId } = request.params;
    return ctx.kafka.run(cluster, 'ACLs of group', (admin) =>
      describeAcls(admin, { resourceType: 'GROUP', resourceName: groupId, patternType: 'MATCH' }),
    );
  });
}
