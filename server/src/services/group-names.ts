// How group lists search and order their ids, the same on the group list and the share-group list.

/** Space-separated words, each contained in the name (case-insensitive), like the topic search. */
export function matchesSearch(search: string | undefined): (name: string) => boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (name: string) => {
    const lower = name.toLowerCase();
    return words.every((w) => lower.includes(w));
  };
}

/** Case-insensitive, then case-sensitive so names differing only in case keep one order. */
export const byName = (a: string, b: string): number =>
  a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);
