// Every browser-storage key the app uses, in one place (spec §3 "Session data"), so a typo cannot
// create a second, silently empty, entry.

export const storageKeys = {
  /** localStorage: message of the last 401/403, shown as a warning on the login page. */
  toastMessage: 'toastMessage',
  /** localStorage: whether the sidebar is collapsed. */
  sidebarCollapsed: 'sidebarCollapsed',
  /** localStorage: light/dark, managed by Mantine's color-scheme manager. */
  colorScheme: 'colorScheme',
  /** localStorage: per-cluster UI options, `uiOptions` -> { [clusterId]: UiSettings }. */
  uiOptions: 'uiOptions',
  /** localStorage: deserializer choice per topic, `topicDeserializers` -> { [clusterId]: { [topic]: params } }. */
  topicDeserializers: 'topicDeserializers',
  /** localStorage: the data tab's saved filters, `savedFilters` -> { [user]: SavedFilter[] }. */
  savedFilters: 'savedFilters',
  /** sessionStorage: path + query of the last page left, where login returns to. */
  returnTo: 'returnTo',
  /** sessionStorage: when the page last reloaded itself for a chunk a redeploy removed. */
  staleBuildReloadAt: 'staleBuildReloadAt',
} as const;

export function readJson<T>(storage: Storage, key: string): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    // A value written by another version of the app, or edited by hand: treat as absent.
    return undefined;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
