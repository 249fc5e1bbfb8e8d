import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../app/config.ts';
import { notifyWarning } from '../../lib/notify.ts';
import { storageKeys } from '../../lib/storage.ts';

/** Root of every page: sets the title from the deepest route's section name, shows kept toasts. */
export function RootLayout() {
  const matches = useMatches();
  const title = matches.findLast((match) => match.staticData.title)?.staticData.title;
  const pathname = matches.at(-1)?.pathname;

  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  // A 401/403 stores its message before navigating; show it on the page we land on (spec §2.12).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every page change on purpose
  useEffect(() => {
    const message = localStorage.getItem(storageKeys.toastMessage);
    if (message) {
      localStorage.removeItem(storageKeys.toastMessage);
      notifyWarning(message);
    }
  }, [pathname]);

  return <Outlet />;
}
