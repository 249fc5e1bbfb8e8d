import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import {
  ScramCredentialChange,
  ScramDeleteQuery,
  ScramUser,
  ScramUserCreate,
  ScramUserListQuery,
  ScramUserParams,
  ScramUsers,
} from '../scram.ts';
import { operation } from './define.ts';

// SCRAM users (issue 16): the user name is the name SCRAM_USER patterns match.

export const scramOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/scram-user',
    params: ClusterParams,
    query: ScramUserListQuery,
    answer: ScramUsers,
    permission: P.SCRAM_USER.READ,
    visible: [{ at: '', name: 'name' }],
  }),
  /** A new user, or a mechanism the user does not have yet (409 when it has). */
  create: operation({
    method: 'POST',
    path: '/:cluster/scram-user',
    params: ClusterParams,
    body: ScramUserCreate,
    answer: ScramUser,
    status: 201,
    permission: P.SCRAM_USER.CREATE,
    names: [{ at: 'body.user' }],
  }),
  /** A new password (and iterations) for a mechanism of an existing user. */
  update: operation({
    method: 'PUT',
    path: '/:cluster/scram-user/:user',
    params: ScramUserParams,
    body: ScramCredentialChange,
    answer: ScramUser,
    permission: P.SCRAM_USER.UPDATE,
    names: [{ at: 'params.user' }],
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/scram-user/:user',
    params: ScramUserParams,
    query: ScramDeleteQuery,
    answer: z.null(),
    status: 204,
    permission: P.SCRAM_USER.DELETE,
    names: [{ at: 'params.user' }],
  }),
};
