import type { QueryClient } from '@tanstack/react-query';

// When the first page has shown its data: the router has rendered it and no request is running.
// Code the first page does not need (the toasts' container, tooltips and selects, the other pages)
// loads after that, so its download and compilation never compete with the first rows for the
// main thread (issue 17). A page that keeps asking (or never resolves) does not hold it back for
// long: after MAX_WAIT_MS it counts as shown.

const MAX_WAIT_MS = 4000;
const POLL_MS = 100;

let isShown = false;
let resolveShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});
const markShown = () => {
  isShown = true;
  resolveShown();
};
setTimeout(markShown, MAX_WAIT_MS);

/** Resolves once the first page has shown its data (or MAX_WAIT_MS after the app started). */
export const firstPageShown: Promise<void> = shown;

/** Called when the router has resolved its first page: shown once that page's requests are done. */
export function firstPageResolved(queryClient: QueryClient): void {
  whenNoRequestRuns(queryClient, POLL_MS, markShown, () => isShown); // the cap may come first
}

/**
 * Runs `work` once no request of the client runs, asking every `pollMs` (a request's end has no
 * event of its own that says the last one ended); `stop` answering true ends the asking.
 */
export function whenNoRequestRuns(
  queryClient: QueryClient,
  pollMs: number,
  work: () => void,
  stop: () => boolean = () => false,
): void {
  const check = () => {
    if (stop()) return;
    if (queryClient.isFetching() > 0) setTimeout(check, pollMs);
    else work();
  };
  check();
}

/** Runs `work` when the browser is idle after the first page has shown its data. */
export function afterFirstPage(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 100));
  void shown.then(() => idle(() => work()));
}
