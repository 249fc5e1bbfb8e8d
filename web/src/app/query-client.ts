import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportApiError } from '../lib/api-errors.ts';

/**
 * The query client maps every failure once (spec §8). No retries: the user sees what the server
 * said at once, as in AKHQ.
 */
export function createQueryClient(goToLogin: () => void): QueryClient {
  const onError = (error: unknown) => reportApiError(error, goToLogin);
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: false,
      },
    },
  });
}
