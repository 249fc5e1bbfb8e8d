import { SEARCH_FIELDS } from '@console/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import type { DataTabSearch } from './topic-data-search.ts';

// Saved filters (issue 14): a name for a set of record filters (the CEL expression and the six
// text filters), kept per user in this browser and applied with one click on any topic's data tab.

export const SavedFilter = z.object({
  name: z.string().min(1),
  filter: z.string().optional(),
  searchByKey: z.string().optional(),
  searchByValue: z.string().optional(),
  searchByHeaderKey: z.string().optional(),
  searchByHeaderValue: z.string().optional(),
  searchByKeySubject: z.string().optional(),
  searchByValueSubject: z.string().optional(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

type Stored = Record<string, unknown[]>;

const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version++;
  for (const l of listeners) l();
}
function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKeys.savedFilters) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

function read(user: string): SavedFilter[] {
  const raw = readJson<Stored>(localStorage, storageKeys.savedFilters)?.[user] ?? [];
  return raw.flatMap((entry) => {
    const parsed = SavedFilter.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(user: string, list: SavedFilter[]) {
  const all = readJson<Stored>(localStorage, storageKeys.savedFilters) ?? {};
  writeJson(localStorage, storageKeys.savedFilters, { ...all, [user]: list });
  changed();
}

/** The URL parameters a saved filter sets: its filters, and every other record filter cleared. */
export function appliedFilter(saved: SavedFilter): Partial<DataTabSearch> {
  const patch: Partial<DataTabSearch> = { filter: saved.filter };
  for (const f of SEARCH_FIELDS) patch[f] = saved[f];
  return patch;
}

/** What a saved filter holds, as one line ('value.total > 100 · Key contains cust-1'). */
export function describeSaved(saved: SavedFilter): string {
  const parts = [saved.filter, ...SEARCH_FIELDS.map((f) => saved[f])].filter((p): p is string => !!p);
  return parts.join(' · ');
}

/** The user's saved filters, and saving (replacing one of the same name) and removing them. */
export function useSavedFilters(user: string) {
  const current = useSyncExternalStore(subscribe, () => version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` changes when the store does.
  const list = useMemo(() => read(user), [user, current]);
  const save = useCallback(
    (filter: SavedFilter) => write(user, [...read(user).filter((f) => f.name !== filter.name), filter]),
    [user],
  );
  const remove = useCallback(
    (name: string) =>
      write(
        user,
        read(user).filter((f) => f.name !== name),
      ),
    [user],
  );
  return { list, save, remove };
}
