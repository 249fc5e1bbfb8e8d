import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import { Quota, QuotaChange, QuotaDelete, QuotaList, QuotaListQuery } from '../quota.ts';
import { operation } from './define.ts';

// Client quotas (issue 16). Quota entities (users, client ids, IPs) are not matched against the
// caller's name patterns: QUOTA's actions alone decide.

export const quotaOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/quota',
    params: ClusterParams,
    query: QuotaListQuery,
    answer: QuotaList,
    permission: P.QUOTA.READ,
  }),
  /** 409 when the entity already has quotas: change those with `update`. */
  create: operation({
    method: 'POST',
    path: '/:cluster/quota',
    params: ClusterParams,
    body: QuotaChange,
    answer: Quota,
    status: 201,
    permission: P.QUOTA.CREATE,
  }),
  /** Sets exactly the given values: keys the entity had and the body leaves out are removed. */
  update: operation({
    method: 'PUT',
    path: '/:cluster/quota',
    params: ClusterParams,
    body: QuotaChange,
    answer: Quota,
    permission: P.QUOTA.UPDATE,
  }),
  /** Removes the given keys, or every quota of the entity. */
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/quota',
    params: ClusterParams,
    body: QuotaDelete,
    answer: z.null(),
    status: 204,
    permission: P.QUOTA.DELETE,
  }),
};
