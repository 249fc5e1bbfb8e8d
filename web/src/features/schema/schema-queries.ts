import { ops } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** Query keys and fetchers of the schema registry area (spec §7 "Schema registry"). */
export const schemaKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'schema'] as const,
  list: (clusterId: string, search: string, page: number) =>
    [...schemaKeys.all(clusterId), 'list', search, page] as const,
  subject: (clusterId: string, subject: string) =>
    [...schemaKeys.all(clusterId), 'subject', subject] as const,
  versions: (clusterId: string, subject: string) =>
    [...schemaKeys.subject(clusterId, subject), 'versions'] as const,
};

// A registry that is down is reported on the page; retrying only delays the message.
export const schemaQueries = {
  list: (cluster: string, search: string, page: number) =>
    queryOptions({
      queryKey: schemaKeys.list(cluster, search, page),
      queryFn: ({ signal }) =>
        call(ops.schema.list, { params: { cluster }, query: { search, page }, signal }),
      retry: false,
    }),
  latest: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.subject(cluster, subject),
      queryFn: ({ signal }) => call(ops.schema.get, { params: { cluster, subject }, signal }),
      retry: false,
    }),
  versions: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.versions(cluster, subject),
      queryFn: ({ signal }) => call(ops.schema.versions, { params: { cluster, subject }, signal }),
      retry: false,
    }),
};
