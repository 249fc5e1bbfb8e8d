import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Code loaded on demand may be asked for while the server is restarting (a rolling restart): the
// import fails, and a failed import stays failed (React.lazy and a kept promise remember it), so a
// toasts' container, a tooltip or a tab asked for then would be broken, or take the page down with
// it, for as long as the page stays open. Such an import is asked again until the server answers.
// A file the server says is not there (404) is no passing failure: the page is older than the
// build (app/stale-build.ts loads it again) or the build is broken; that failure is shown.

/** The built file named in a failed import: Chromium's message for a module, Vite's for a stylesheet. */
const ASSET = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]*)\/assets\/[^\s'"]+?\.(?:js|css)\b/;
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 10_000;

export function failedAsset(error: unknown): string | undefined {
  return ASSET.exec(String((error as { message?: unknown } | null)?.message))?.[0];
}

/** Whether the server answers that the file is not there; not when it cannot be reached. */
export async function gone(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

// How many loads are waiting for the server to answer again: while any is, the page says so
// (components/server-away-notice.tsx) instead of leaving a spinner with no word.
let waitingLoads = 0;
const listeners = new Set<() => void>();
function countWaiting(change: number) {
  waitingLoads += change;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the number of loads asked again because the server cannot be reached. */
export const codeWaits = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count: (): number => waitingLoads,
};

/** `load()`, asked again (waits of 1 s, 2 s, … up to 10 s) while its failure is not the file being gone. */
export async function loadCode<T>(load: () => Promise<T>, firstWaitMs = FIRST_WAIT_MS): Promise<T> {
  let waiting = false;
  try {
    for (let wait = firstWaitMs; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
      try {
        return await load();
      } catch (error) {
        const url = failedAsset(error);
        if (url === undefined || (await gone(url))) throw error;
        if (!waiting) countWaiting(+1);
        waiting = true;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  } finally {
    if (waiting) countWaiting(-1);
  }
}

/** React.lazy over `loadCode`: the component waits in its Suspense fallback while the server is away. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so any component fits
export function lazyCode<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadCode(load));
}
