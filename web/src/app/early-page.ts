import { startEarly } from '../lib/early-requests.ts';
import { apiUrl, basePath } from './config.ts';

// The busiest pages' code and first API answer leave with the entry (issue 17): without this the
// page's chunk was asked for only once the app's start chunk had loaded and run, and its rows
// once the router's guards and loader had run after that, one after the other. Here both start at
// once, beside the app's code.
// - The chunk: the same `import()` as the route's (routes/*-routes.tsx), so it is one module.
// - The answer: an early GET of exactly the address the page will ask for (lib/api.ts builds it
//   the same way), which the page's first call to that address takes if it comes within seconds
//   (lib/early-requests.ts). Only the plain case is guessed (no option in the URL or remembered in
//   this browser that would change the address; the server's own UI options may still change it):
//   a wrong guess costs one request, never a wrong screen, since an answer not taken in time is
//   dropped and the page asks for itself.

type Search = URLSearchParams;

interface EarlyPage {
  /** The page's path under `/ui/`, with `$name` for a segment. */
  pattern: RegExp;
  chunk: () => Promise<unknown>;
  /** API paths (with query) the page asks for first, or none when the guess is not safe. */
  answers: (match: string[], search: Search) => string[];
}

const stored = (key: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The cluster's entry in a per-cluster localStorage map (ui options, kept search, deserializers). */
const ofCluster = (key: string, cluster: string) =>
  stored(key)?.[cluster] as Record<string, unknown> | undefined;

const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();
const segment = encodeURIComponent;

const PAGES: EarlyPage[] = [
  {
    pattern: /^([^/]+)\/topic\/?$/,
    chunk: () => import('../features/topic/topic-list-page.tsx'),
    answers: ([cluster = ''], search) => {
      // The view comes from the URL, the kept search or the user's settings; only the spec's default is guessed.
      const plain =
        [...search.keys()].length === 0 &&
        ofCluster('topicListSearch', cluster) === undefined &&
        ofCluster('uiOptions', cluster) === undefined;
      if (!plain) return [];
      return [
        `${segment(cluster)}/topic?${query({ search: '', show: 'HIDE_INTERNAL', page: '1', uiPageSize: '25' })}`,
      ];
    },
  },
  {
    pattern: /^([^/]+)\/group\/?$/,
    chunk: () => import('../features/group/group-list-page.tsx'),
    answers: ([cluster = ''], search) =>
      [...search.keys()].length === 0
        ? [`${segment(cluster)}/group?${query({ search: '', page: '1' })}`]
        : [],
  },
  {
    pattern: /^([^/]+)\/node\/([^/]+)(?:\/([^/]+))?\/?$/,
    chunk: () => import('../features/node/node-detail-page.tsx'),
    answers: ([cluster = '', node = '', tab]) => {
      const base = `${segment(cluster)}/node/${segment(decodeURIComponent(node))}`;
      return tab === 'configs' ? [base, `${base}/configs`] : [base];
    },
  },
  {
    pattern: /^([^/]+)\/topic\/([^/]+)(?:\/([^/]+))?\/?$/,
    chunk: () => import('../routes/topic-detail-view.tsx'),
    answers: ([cluster = '', topic = '', tab], search) => {
      if (['create', 'produce', 'copy', 'increasepartition', 'reassign'].includes(tab ?? topic)) return [];
      const name = decodeURIComponent(topic);
      const base = `${segment(cluster)}/topic/${segment(name)}`;
      // The data tab's first page, unless the URL or this browser changes what it reads.
      const plainData =
        (tab === undefined || tab === 'data') &&
        [...search.keys()].length === 0 &&
        ofCluster('uiOptions', cluster) === undefined &&
        ofCluster('topicDeserializers', cluster)?.[name] === undefined;
      return plainData ? [base, `${base}/data?${query({ sort: 'Oldest', partition: 'All' })}`] : [base];
    },
  },
];

/** Starts the code and first answers of the page at `pathname` when it is one of the pages above. */
export function startEarlyPage(pathname: string, search: string): void {
  const path = pathname.slice(basePath.length).replace(/^\/ui\//, '');
  for (const page of PAGES) {
    const match = page.pattern.exec(path);
    if (!match) continue;
    if (['login', 'page-not-found', '401'].includes(match[1] ?? '')) return;
    void page.chunk().catch(() => {}); // a failure shows when the router loads the page
    for (const answer of page.answers(match.slice(1), new URLSearchParams(search))) {
      startEarly(`${apiUrl}/${answer}`);
    }
    return;
  }
}
