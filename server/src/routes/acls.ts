import {
  AccessControl,
  AccessControls,
  AclBinding,
  AclListQuery,
  AclPrincipalParams,
  AclPrincipalQuery,
  ClusterParams,
  decodePrincipal,
  GroupParams,
  P,
  TopicGroupsParams,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { assertAllowed, visibleNames } from '../security/permission.ts';
import { createAcl, deleteAcl, describeAcls } from '../services/acl-service.ts';

// ACLs (akhq-api.md §2.7) plus create/delete, and the ACL tabs of a topic and of a group.

function principalOf(encoded: string): string {
  try {
    const principal = decodePrincipal(decodeURIComponent(encoded));
    if (principal.includes(':')) return principal;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest(`principal: '${encoded}' is not the base64 of a principal such as User:alice`);
}

export function aclRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/:cluster/acls',
    {
      config: { permission: P.ACL.READ },
      schema: { params: ClusterParams, querystring: AclListQuery, response: { 200: AccessControls } },
    },
    async (request) => {
      const { cluster } = request.params;
      const words = (request.query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const all = await ctx.kafka.run(cluster, 'ACL list', (admin) => describeAcls(admin));
      const found = all.filter((a) => words.every((w) => a.principal.toLowerCase().includes(w)));
      return visibleNames(request.caller, P.ACL.READ, cluster, found, (a) => a.principal);
    },
  );

  api.get(
    '/:cluster/acls/:principal',
    {
      config: { permission: P.ACL.READ },
      schema: {
        params: AclPrincipalParams,
        querystring: AclPrincipalQuery,
        response: { 200: AccessControl },
      },
    },
    async (request) => {
      const { cluster } = request.params;
      const principal = principalOf(request.params.principal);
      assertAllowed(request.caller, P.ACL.READ, cluster, principal);
      const [found] = await ctx.kafka.run(cluster, 'ACLs of principal', (admin) =>
        describeAcls(admin, { principal, resourceType: request.query.resourceType ?? 'ANY' }),
      );
      return { principal, ...(found?.acls ? { acls: found.acls } : {}) };
    },
  );

  api.post(
    '/:cluster/acls',
    {
      config: { permission: P.ACL.CREATE },
      schema: { params: ClusterParams, body: AclBinding, response: { 201: AccessControl } },
    },
    async (request, reply) => {
      const { cluster } = request.params;
      const b = request.body;
      assertAllowed(request.caller, P.ACL.CREATE, cluster, b.principal);
      await ctx.kafka.run(cluster, 'ACL create', (admin) => createAcl(admin, b));
      return reply.status(201).send({
        principal: b.principal,
        acls: [
          {
            host: b.host,
            operation: { operation: b.operation, permissionType: b.permissionType },
            resource: { resourceType: b.resourceType, name: b.resourceName, patternType: b.patternType },
          },
        ],
      });
    },
  );

  api.delete(
    '/:cluster/acls',
    {
      config: { permission: P.ACL.DELETE },
      schema: { params: ClusterParams, body: AclBinding, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { cluster } = request.params;
      assertAllowed(request.caller, P.ACL.DELETE, cluster, request.body.principal);
      await ctx.kafka.run(cluster, 'ACL delete', (admin) => deleteAcl(admin, request.body));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/:cluster/topic/:topic/acls',
    {
      config: { permission: P.ACL.READ },
      schema: { params: TopicGroupsParams, response: { 200: AccessControls } },
    },
    async (request) => {
      const { cluster, topic } = request.params;
      assertAllowed(request.caller, P.TOPIC.READ, cluster, topic);
      return ctx.kafka.run(cluster, 'ACLs of topic', (admin) =>
        describeAcls(admin, { resourceType: 'TOPIC', resourceName: topic, patternType: 'MATCH' }),
      );
    },
  );

  api.get(
    '/:cluster/group/:groupId/acls',
    {
      config: { permission: P.ACL.READ },
      schema: { params: GroupParams, response: { 200: AccessControls } },
    },
    async (request) => {
      const { cluster, groupId } = request.params;
      assertAllowed(request.caller, P.CONSUMER_GROUP.READ, cluster, groupId);
      return ctx.kafka.run(cluster, 'ACLs of group', (admin) =>
        describeAcls(admin, { resourceType: 'GROUP', resourceName: groupId, patternType: 'MATCH' }),
      );
    },
  );
}
