import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../app/config.ts';
import { notifyWarning } from '../../lib/notify.ts';
import { storageKeys } from '../../lib/storage.ts';

// Path params that name the thing a page is about, most specific first.
const THING_PARAMS = [
  'name',
  'subject',
  'topicId',
  'groupId',
  'principal',
  'nodeId',
  'connectId',
  'ksqldbId',
];

/**
 * The browser tab's title: a page about one thing names it, most specific first,
 * `orders · Topics · main` (thing, section, cluster), so tabs of several topics can be told apart;
 * other pages keep spec §2's `<section> | Kafka Console`.
 */
export function pageTitle(section: string | undefined, params: Record<string, string | undefined>): string {
  const key = THING_PARAMS.find((k) => params[k]);
  if (key && params.clusterId) {
    const thing = key === 'nodeId' ? `Node ${params[key]}` : params[key];
    return [thing, section, params.clusterId].filter(Boolean).join(' · ');
  }
  return section ? `${section} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Root of every page: sets the title from the deepest route's section name and params, shows kept toasts. */
export function RootLayout() {
  const matches = useMatches();
  const section = matches.findLast((match) => match.staticData.title)?.staticData.title;
  const last = matches.at(-1);
  const pathname = last?.pathname;
  const title = pageTitle(section, (last?.params ?? {}) as Record<string, string | undefined>);

  useEffect(() => {
    document.title = title;
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
