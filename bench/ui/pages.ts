// The screens bench/ui measures, on the demo's data: where the page is, what its first table row
// is, which API answer fills it (the floor fetches that same answer), and where a user comes from
// when reaching it inside the app (SPA navigation).
import type { PageGlobals } from './page-globals.ts';

export interface BenchPage {
  name: string;
  /** Path under the console's origin. */
  path: string;
  /** The first row of the page's table. */
  row: string;
  /** Recognises the API request that brings the rows (its URL is what the floor fetches). */
  api: (url: URL) => boolean;
  /** The page a user navigates from inside the app. */
  from: { path: string; row: string };
}

const rowOf = (table: string) => `[data-testid="${table}"] [data-testid="table-row"]`;
export const FLOOR_ROW = rowOf('floor-table');

const cluster = process.env.BENCH_UI_CLUSTER ?? 'main';
const topic = process.env.BENCH_UI_TOPIC ?? 'orders';
const node = process.env.BENCH_UI_NODE ?? '1';

export const PAGES: BenchPage[] = [
  {
    name: 'topicList',
    path: `/ui/${cluster}/topic`,
    row: rowOf('topic-table'),
    api: (u) => u.pathname === `/api/${cluster}/topic`,
    from: { path: `/ui/${cluster}/group`, row: rowOf('group-table') },
  },
  {
    name: 'topicData',
    path: `/ui/${cluster}/topic/${topic}/data`,
    row: rowOf('records-table'),
    api: (u) => u.pathname === `/api/${cluster}/topic/${topic}/data`,
    from: { path: `/ui/${cluster}/topic`, row: rowOf('topic-table') },
  },
  {
    name: 'groupList',
    path: `/ui/${cluster}/group`,
    row: rowOf('group-table'),
    api: (u) => u.pathname === `/api/${cluster}/group`,
    from: { path: `/ui/${cluster}/topic`, row: rowOf('topic-table') },
  },
  {
    name: 'nodeConfigs',
    path: `/ui/${cluster}/node/${node}/configs`,
    row: rowOf('config-table'),
    api: (u) => u.pathname === `/api/${cluster}/node/${node}/configs`,
    from: { path: `/ui/${cluster}/node`, row: rowOf('node-table') },
  },
];

/** Every row selector, watched from the document's start by the page script (`watchScript`). */
export const WATCHED = [...new Set([...PAGES.flatMap((p) => [p.row, p.from.row]), FLOOR_ROW])];

/**
 * Runs in every document before its own scripts: notes when each watched selector first matches
 * (DOM insertion) and the next animation frame after it (about when it is painted), in
 * milliseconds since the navigation started.
 */
export function watchScript(selectors: string[]): void {
  const w = globalThis as unknown as PageGlobals;
  const seen: Record<string, { dom: number; paint: number }> = {};
  w.benchSeen = seen;
  const check = () => {
    for (const s of selectors) {
      if (seen[s] || !w.document.querySelector(s)) continue;
      const entry = { dom: performance.now(), paint: Number.NaN };
      seen[s] = entry;
      w.requestAnimationFrame(() => {
        entry.paint = performance.now();
        performance.mark(`bench-seen ${s}`); // where spa-profile.ts stops counting CPU
      });
    }
  };
  new w.MutationObserver(check).observe(w.document, { subtree: true, childList: true });
}

/**
 * The floor: a bare page that fetches the same API answer and renders its rows as a plain table,
 * with no framework (design §9 'browser'). Cells are the answer's first scalar fields.
 */
export function floorHtml(apiUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body>
<table data-testid="floor-table"><tbody id="rows"></tbody></table>
<script>
fetch(${JSON.stringify(apiUrl)}, { credentials: 'include', headers: { Accept: 'application/json' } })
  .then((r) => r.json())
  .then((answer) => {
    const items = Array.isArray(answer) ? answer : answer.results || [];
    const body = document.getElementById('rows');
    const fragment = document.createDocumentFragment();
    for (const item of items) {
      const tr = document.createElement('tr');
      tr.dataset.testid = 'table-row';
      let cells = 0;
      for (const value of Object.values(item)) {
        if (cells === 6 || (value !== null && typeof value === 'object')) continue;
        const td = document.createElement('td');
        td.textContent = String(value);
        tr.appendChild(td);
        cells++;
      }
      fragment.appendChild(tr);
    }
    body.appendChild(fragment);
  });
</script></body></html>`;
}
