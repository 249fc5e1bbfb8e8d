import { failedAsset, gone } from '../lib/load-code.ts';
import { storageKeys } from '../lib/storage.ts';

// A page left open across a redeploy still asks for the chunks of the build it was loaded with,
// whose names (content hashes) the new build no longer has: the import fails and the section, or
// the page, shows an error. Vite announces each failed import of a chunk with `vite:preloadError`;
// loading the page again fetches the new index.html and the new chunks. Only when the server says
// the file is not there (404): a server that is restarting cannot be reached, and a reload then
// would put the browser's error page in place of the page, with its open tail or search (the
// import is asked again instead, lib/load-code.ts). Once only: a chunk missing for another reason
// (a broken deployment) would otherwise reload the page in a loop, so when the last reload for
// this was less than a minute ago the error is left to show.

const KEY = storageKeys.staleBuildReloadAt;
const AGAIN_AFTER_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(KEY) ?? 0) < AGAIN_AFTER_MS;
  } catch {
    return true; // no session storage: no guard against a loop, so no reload
  }
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadedRecently()) return;
  const url = failedAsset(event.payload);
  void (async () => {
    if (url !== undefined && !(await gone(url))) return;
    try {
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {}
    window.location.reload();
  })();
});
