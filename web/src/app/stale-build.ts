import { storageKeys } from '../lib/storage.ts';

// A page left open across a redeploy still asks for the chunks of the build it was loaded with,
// whose names (content hashes) the new build no longer has: the import fails and the section, or
// the page, shows an error. Vite announces each failed import of a chunk with `vite:preloadError`;
// loading the page again fetches the new index.html and the new chunks. Once only: a chunk missing
// for another reason (a broken deployment) would otherwise reload the page in a loop, so when the
// last reload for this was less than a minute ago the error is left to show.

const KEY = storageKeys.staleBuildReloadAt;
const AGAIN_AFTER_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return true;
    sessionStorage.setItem(KEY, String(Date.now()));
    return false;
  } catch {
    return true; // no session storage: no guard against a loop, so no reload
  }
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadedRecently()) return;
  // Vite rethrows the failed import unless told not to: the error page would flash until the reload.
  event.preventDefault();
  window.location.reload();
});
