import type { ConnectPluginDefinition } from '@console/contract';

// The connector form's values and checks (spec §5): a flat map of config key -> text as typed,
// plus one JSON object of extra properties (transforms and anything the plugin does not define).

/** Keys the form renders itself and never as a plugin field. */
export const LOCKED_KEYS = ['name', 'connector.class'] as const;

const NUMERIC = new Set(['INT', 'LONG', 'SHORT', 'DOUBLE']);

export function isNumeric(type: string): boolean {
  return NUMERIC.has(type);
}

/** Client-side check of one field: required without a default, numbers, booleans. */
export function fieldError(
  definition: ConnectPluginDefinition,
  value: string | undefined,
): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') {
    return definition.required && definition.defaultValue === undefined
      ? `${definition.displayName ?? definition.name} is required`
      : undefined;
  }
  if (isNumeric(definition.type) && !Number.isFinite(Number(text))) return 'Must be a number';
  if (['INT', 'LONG', 'SHORT'].includes(definition.type) && !Number.isInteger(Number(text))) {
    return 'Must be a whole number';
  }
  if (definition.type === 'BOOLEAN' && text !== 'true' && text !== 'false') return 'Must be true or false';
  return undefined;
}

/** The extra-properties editor must hold a JSON object of scalar values. */
export function parseExtra(text: string): { value?: Record<string, string>; error?: string } {
  if (text.trim() === '') return { value: {} };
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { error: 'Transforms must be a JSON object' };
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (entries.some(([, v]) => v !== null && typeof v === 'object')) {
      return { error: 'Transforms values must be strings, numbers or booleans' };
    }
    return { value: Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) };
  } catch (error) {
    return { error: `Transforms must be a JSON object: ${(error as Error).message}` };
  }
}

/**
 * The configs sent to Connect: every field the user set (a value equal to the default is left to
 * the default), then the extra properties, then the locked class.
 */
export function toConfigs(
  definitions: readonly ConnectPluginDefinition[],
  values: Record<string, string>,
  extra: Record<string, string>,
  className: string,
): Record<string, string> {
  const configs: Record<string, string> = {};
  for (const d of definitions) {
    if ((LOCKED_KEYS as readonly string[]).includes(d.name)) continue;
    const value = (values[d.name] ?? '').trim();
    if (value !== '' && value !== d.defaultValue) configs[d.name] = value;
  }
  return { ...configs, ...extra, 'connector.class': className };
}

/** Splits an existing connector's configs into plugin fields and the extra-properties object. */
export function fromConfigs(
  definitions: readonly ConnectPluginDefinition[],
  configs: Record<string, string>,
): { values: Record<string, string>; extra: string } {
  const known = new Set(definitions.map((d) => d.name));
  const values: Record<string, string> = {};
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(configs)) {
    if ((LOCKED_KEYS as readonly string[]).includes(key)) continue;
    if (known.has(key)) values[key] = value;
    else extra[key] = value;
  }
  return { values, extra: JSON.stringify(extra, null, 2) };
}

/** Definitions by group, in the order the server gives (Connect's groups, then Others). */
export function byGroup(
  definitions: readonly ConnectPluginDefinition[],
): Array<[string, ConnectPluginDefinition[]]> {
  const groups = new Map<string, ConnectPluginDefinition[]>();
  for (const d of definitions) {
    if ((LOCKED_KEYS as readonly string[]).includes(d.name)) continue;
    groups.set(d.group, [...(groups.get(d.group) ?? []), d]);
  }
  return [...groups.entries()];
}
