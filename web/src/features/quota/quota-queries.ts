import type { QuotaEntityType } from '@console/contract';
import { quotaOps } from '@console/contract/api/quota';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the quotas area (issue 16). */
export const quotaKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'quota'] as const,
  list: (clusterId: string, type: string, search: string) =>
    [...quotaKeys.all(clusterId), 'list', type, search] as const,
};

export const quotaQueries = {
  list: (cluster: string, type: QuotaEntityType | undefined, search: string) =>
    queryOptions({
      queryKey: quotaKeys.list(cluster, type ?? '', search),
      queryFn: ({ signal }) =>
        call(quotaOps.list, { params: { cluster }, query: { type, search: search || undefined }, signal }),
    }),
};
