import { scramOps } from '@console/contract/api/scram';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the SCRAM users area (issue 16). */
export const scramKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'scram-user'] as const,
  list: (clusterId: string, search: string) => [...scramKeys.all(clusterId), 'list', search] as const,
};

export const scramQueries = {
  list: (cluster: string, search: string) =>
    queryOptions({
      queryKey: scramKeys.list(cluster, search),
      queryFn: ({ signal }) =>
        call(scramOps.list, { params: { cluster }, query: { search: search || undefined }, signal }),
    }),
};
