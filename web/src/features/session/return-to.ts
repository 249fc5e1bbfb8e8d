import type { AnyRouter } from '@tanstack/react-router';
import { storageKeys } from '../../lib/storage.ts';

/**
 * Spec §2.1: leaving any page other than login remembers its path and query, so that logging in
 * (after a 401, say) brings the user back to where they were.
 */
export function trackReturnTo(router: AnyRouter): () => void {
  return router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
    if (fromLocation.pathname.endsWith('/ui/login')) return;
    sessionStorage.setItem(storageKeys.returnTo, fromLocation.pathname + fromLocation.searchStr);
  });
}

export function readReturnTo(): string | undefined {
  return sessionStorage.getItem(storageKeys.returnTo) ?? undefined;
}
