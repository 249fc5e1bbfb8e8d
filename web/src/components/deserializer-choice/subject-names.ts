import { schemaOps } from '@console/contract/api/schema';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/**
 * The registry's subject names, for the deserializer and produce pickers; an empty list when the
 * registry cannot be read (the pickers then offer nothing instead of failing the page).
 */
export const subjectNames = (cluster: string) =>
  queryOptions({
    queryKey: ['cluster', cluster, 'schema', 'names'],
    queryFn: ({ signal }) =>
      call(schemaOps.names, { params: { cluster }, signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return [];
      }),
  });
