import { type AnswerScope, splitPath } from '@console/contract';

// Leaves out of an answer what the caller may not see, as the operation's `visible` scopes declare
// (contract/src/api/define.ts). Copies along the filtered paths instead of editing in place: the
// answer may be an object a service keeps in a cache.

/** Whether the caller may see this name under this scope. */
export type Allowed = (scope: AnswerScope, name: string, cluster?: string) => boolean;

/** Thrown when the whole answer is about one name the caller may not see. */
export class HiddenAnswer extends Error {}

function nameOf(item: unknown, field: string | undefined): string | undefined {
  if (field === undefined)
    return typeof item === 'string' || typeof item === 'number' ? String(item) : undefined;
  if (item === null || typeof item !== 'object') return undefined;
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function filterAt(
  value: unknown,
  steps: readonly string[],
  scope: AnswerScope,
  allowed: Allowed,
  holder?: Record<string, unknown>,
): unknown {
  if (value === undefined || value === null) return value;
  if (steps.length === 0) {
    // `clusterFrom`: the names belong to the cluster named by a field of the object holding them.
    const cluster = scope.clusterFrom === undefined ? undefined : nameOf(holder, scope.clusterFrom);
    if (scope.clusterFrom !== undefined) {
      const inCluster: Allowed = (sc, name) => allowed(sc, name, cluster);
      return filterAt(value, steps, { ...scope, clusterFrom: undefined }, inCluster);
    }
    if (Array.isArray(value)) {
      // An item without a name is not about any name: it stays.
      return value.filter((item) => {
        const name = nameOf(item, scope.name);
        return name === undefined || allowed(scope, name);
      });
    }
    const name = nameOf(value, scope.name);
    if (scope.name !== undefined && name !== undefined && !allowed(scope, name)) throw new HiddenAnswer();
    return value;
  }
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '{}' && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A trailing `{}` filters the map by its keys; inside a path it walks into every value.
    if (rest.length === 0) return Object.fromEntries(entries.filter(([key]) => allowed(scope, key)));
    return Object.fromEntries(entries.map(([key, v]) => [key, filterAt(v, rest, scope, allowed, holder)]));
  }
  if (step === '[]') {
    return Array.isArray(value) ? value.map((item) => filterAt(item, rest, scope, allowed, holder)) : value;
  }
  if (typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, step)) return value;
  const record = value as Record<string, unknown>;
  const filtered = filterAt(record[step], rest, scope, allowed, record);
  if (scope.omitEmpty && rest.length === 0 && Array.isArray(filtered) && filtered.length === 0) {
    const { [step]: _emptied, ...others } = record;
    return others;
  }
  return { ...record, [step]: filtered };
}

/** The answer with every declared scope applied; throws HiddenAnswer when a whole answer is hidden. */
export function filterAnswer(answer: unknown, scopes: readonly AnswerScope[], allowed: Allowed): unknown {
  let result = answer;
  for (const scope of scopes) result = filterAt(result, splitPath(scope.at), scope, allowed);
  return result;
}
