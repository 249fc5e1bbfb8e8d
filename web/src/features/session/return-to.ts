import type { AnyRouter } from '@tanstack/react-router';
import { basePath } from '../../app/config.ts';
import { storageKeys } from '../../lib/storage.ts';

/**
 * Spec §2.1: leaving any page other than login remembers its path and query, so that logging in
 * (after a 401, say) brings the user back to where they were.
 */
export function trackReturnTo(router: AnyRouter): () => void {
  return router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    // A guard that sends the very first page to login (401 at start) has no "from" location yet;
    // the address bar still shows the page that was asked for.
    const from = fromLocation ?? firstPage(toLocation.pathname);
    if (!from || from.pathname === toLocation.pathname) return;
    if (from.pathname.endsWith('/ui/login')) return;
    sessionStorage.setItem(storageKeys.returnTo, from.pathname + from.searchStr);
  });
}

function firstPage(to: string): { pathname: string; searchStr: string } | undefined {
  if (!to.endsWith('/ui/login')) return undefined;
  const pathname = window.location.pathname.slice(basePath.length) || '/';
  return { pathname, searchStr: window.location.search };
}

export function readReturnTo(): string | undefined {
  return sessionStorage.getItem(storageKeys.returnTo) ?? undefined;
}
