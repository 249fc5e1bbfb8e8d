import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { reportApiError } from '../lib/api-errors.ts';

/**
 * The query client maps every failure once (spec §8). No retries: the user sees what the server
 * said at once, as in AKHQ.
 */
export function createQueryClient(goToLogin: () => void): QueryClient {
  const onError = (error: unknown) => reportApiError(error, goToLogin);
  return new QueryClient({
    queryCache: new QueryCache({
      // A prefetch made before the page knows the thing exists (`meta.quietWhenMissing`) does not
      // toast a 404: the page shows its own not-found state.
      onError: (error, query) => {
        if (query.meta?.quietWhenMissing && error instanceof ApiError && error.status === 404) return;
        // A page that shows the failure in its own section (a component down) does not toast it too:
        // the sticky toast would stay after the section has recovered. A lost session still logs out.
        const session = error instanceof ApiError && (error.status === 401 || error.status === 403);
        if (query.meta?.shownInSection && !session) return;
        onError(error);
      },
    }),
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
