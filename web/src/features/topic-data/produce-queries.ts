import { schemaOps } from '@console/contract/api/schema';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

// Reads of the produce page beyond the topic's own: the versions of the subject chosen to write a
// key or value (numbers for the version picker; schema type and text to offer Protobuf types).

export const produceQueries = {
  versions: (cluster: string, subject: string) =>
    queryOptions({
      queryKey: ['cluster', cluster, 'schema', subject, 'versions'],
      queryFn: ({ signal }) => call(schemaOps.versions, { params: { cluster, subject }, signal }),
      staleTime: 30_000,
    }),
};
