import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A stale page in the URL (the last item of the last page was deleted, or an old link) moves to
 * the list's last page, replacing the history entry (spec §2.2: pages are clamped to 1..total).
 * `totalPages` is undefined until the list has answered, so nothing moves while it loads.
 */
export function useLastPageClamp(page: number, totalPages: number | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) {
      void navigate({
        to: '.',
        search: (s: Record<string, unknown>) => ({ ...s, page: totalPages > 1 ? totalPages : undefined }),
        replace: true,
      });
    }
  }, [page, totalPages, navigate]);
}
