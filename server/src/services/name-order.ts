// A list's names in their sort order, kept between requests. Sorting 10,000 topic names or 20,000
// group ids on every request of a list page cost more than the rest of the page (bench/topic-list);
// the names change little between two requests, so each request only checks its fresh answer
// against the kept order and sorts what is new. Every answer is still read from Kafka: only the
// order is reused, so a topic or group another client made shows on the next request.

/** What `NameOrder.of` reads of a fresh answer (a Map or a Set of names). */
export interface NameSet {
  readonly size: number;
  has(name: string): boolean;
  keys(): Iterable<string>;
}

export class NameOrder {
  readonly #compare: (a: string, b: string) => number;
  #sorted: readonly string[] = [];
  #known = new Set<string>();
  /** The answer `#sorted` was last checked against: the same (cached) answer needs no check. */
  #checked: NameSet | undefined;

  constructor(compare: (a: string, b: string) => number) {
    this.#compare = compare;
  }

  /**
   * The names of `current` in order. Unchanged names: one lookup each, no comparison. Removed ones
   * are dropped, new ones sorted among themselves and merged in: O(n + k log k) for k new names.
   * The array is shared with the next callers: do not mutate it.
   */
  of(current: NameSet): readonly string[] {
    // A whole-cluster answer is shared for up to a second (kafka/coalesce.ts): the requests that
    // get the same object skip even the walk over its 20,000 names.
    if (current === this.#checked) return this.#sorted;
    this.#checked = current;
    const kept = this.#sorted.filter((name) => current.has(name));
    const added: string[] = [];
    if (kept.length < current.size) {
      for (const name of current.keys()) if (!this.#known.has(name)) added.push(name);
    }
    if (added.length === 0 && kept.length === this.#sorted.length) return this.#sorted;
    const sorted = merge(kept, added.sort(this.#compare), this.#compare);
    this.#sorted = sorted;
    this.#known = new Set(sorted);
    return sorted;
  }
}

function merge(a: readonly string[], b: readonly string[], compare: (x: string, y: string) => number) {
  if (b.length === 0) return [...a];
  const out: string[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (compare(x, y) <= 0) {
      out[k++] = x;
      i++;
    } else {
      out[k++] = y;
      j++;
    }
  }
  while (i < a.length) out[k++] = a[i++] as string;
  while (j < b.length) out[k++] = b[j++] as string;
  return out;
}

const orders = new WeakMap<object, Map<string, NameOrder>>();

/**
 * The kept order of one list of one cluster: `owner` is the cluster's admin client (one per
 * cluster for the server's life), `list` names the list, `compare` is used when it is first made.
 */
export function nameOrderOf(owner: object, list: string, compare: (a: string, b: string) => number) {
  let byList = orders.get(owner);
  if (!byList) {
    byList = new Map();
    orders.set(owner, byList);
  }
  let order = byList.get(list);
  if (!order) {
    order = new NameOrder(compare);
    byList.set(list, order);
  }
  return order;
}
