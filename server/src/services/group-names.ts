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
export const byName = (a: string, b: string): number => {
  const ranks = remembered;
  if (ranks) {
    const x = ranks.get(a);
    if (x !== undefined) {
      const y = ranks.get(b);
      if (y !== undefined) return x - y;
    }
  }
  return compareNames(a, b);
};

const compareNames = (a: string, b: string): number =>
  a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);

// Positions in the last kept group order (name-order.ts): the group list sorts its 20,000 ids
// again, and each locale comparison lowers two strings (10-20 ms a request under load); two ids of
// that order compare by position, which is the same answer, since it was sorted by this function.
// One order for the whole process, on purpose: the last kept order of any cluster (each cluster's
// list remembers its own, consumer-group-kinds.ts). Every such order was made by the same
// comparison, so any two names they share are in the same order in each: positions from another
// cluster's list give the answer compareNames would, and names it lacks fall back to compareNames.
let remembered: Map<string, number> | undefined;
let rememberedOf: readonly string[] | undefined;

/** `sorted` must be in byName order (a NameOrder made with byName); later calls replace it. */
export function rememberOrder(sorted: readonly string[]): void {
  if (sorted === rememberedOf) return;
  rememberedOf = sorted;
  remembered = new Map(sorted.map((name, i) => [name, i]));
}
