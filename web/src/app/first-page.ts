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
  const check = () => {
    if (isShown) return; // the cap came first: stop asking
    if (queryClient.isFetching() > 0) setTimeout(check, POLL_MS);
    else markShown();
  };
  check();
}

/** Runs `work` when the browser is idle after the first page has shown its data. */
export function afterFirstPage(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 100));
  void shown.then(() => idle(() => work()));
}
