import { z } from 'zod';
import {
  AccessControl,
  AccessControls,
  AclBinding,
  AclBindings,
  AclBindingsCreated,
  AclListQuery,
  AclPrincipalParams,
  AclPrincipalQuery,
} from '../acl.ts';
import { ClusterParams } from '../common.ts';
import { GroupParams, TopicGroupsParams } from '../group.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// ACLs (akhq-api.md §2.7) plus create/delete, and the ACL tabs of a topic and of a group. A
// principal (`User:alice`) is the name ACL patterns match; every answer lists principals, so each
// is filtered by them, the tabs included.

const principals = [{ at: '', name: 'principal' }] as const;
const bodyPrincipal = [{ at: 'body.principal' }] as const;

export const aclOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/acls',
    params: ClusterParams,
    query: AclListQuery,
    answer: AccessControls,
    permission: P.ACL.READ,
    visible: principals,
  }),
  principal: operation({
    method: 'GET',
    path: '/:cluster/acls/:principal',
    // `params.principal` is the decoded principal once parsed (see AclPrincipalParams).
    params: AclPrincipalParams,
    query: AclPrincipalQuery,
    answer: AccessControl,
    permission: P.ACL.READ,
    names: [{ at: 'params.principal' }],
  }),
  create: operation({
    method: 'POST',
    path: '/:cluster/acls',
    params: ClusterParams,
    body: AclBinding,
    answer: AccessControl,
    status: 201,
    permission: P.ACL.CREATE,
    names: bodyPrincipal,
  }),
  /** Beyond AKHQ: several bindings at once (several operations, a consumer/producer/streams template). */
  createMany: operation({
    method: 'POST',
    path: '/:cluster/acls/bindings',
    params: ClusterParams,
    body: AclBindings,
    answer: AclBindingsCreated,
    status: 201,
    permission: P.ACL.CREATE,
    names: [{ at: 'body.bindings[].principal' }],
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/acls',
    params: ClusterParams,
    body: AclBinding,
    answer: z.null(),
    status: 204,
    permission: P.ACL.DELETE,
    names: bodyPrincipal,
  }),
  topic: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/acls',
    params: TopicGroupsParams,
    answer: AccessControls,
    permission: P.ACL.READ,
    names: [{ at: 'params.topic', need: P.TOPIC.READ }],
    visible: principals,
  }),
  group: operation({
    method: 'GET',
    path: '/:cluster/group/:groupId/acls',
    params: GroupParams,
    answer: AccessControls,
    permission: P.ACL.READ,
    names: [{ at: 'params.groupId', need: P.CONSUMER_GROUP.READ }],
    visible: principals,
  }),
};
