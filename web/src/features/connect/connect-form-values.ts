import type { ConnectPluginDefinition } from '@console/contract';

// The connector form's values and checks (spec §5): the text typed for each editable definition of
// the plugin, in the definitions' order (a list, since react-hook-form reads the dots of config
// keys as nesting), plus one JSON object of extra properties (transforms and anything the plugin
// does not define).

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

/** The plugin's definitions the form shows as fields, in the server's order: all but the locked keys. */
export function editableDefinitions(
  definitions: readonly ConnectPluginDefinition[],
): ConnectPluginDefinition[] {
  return definitions.filter((d) => !(LOCKED_KEYS as readonly string[]).includes(d.name));
}

/**
 * The configs sent to Connect: every field the user set (a value equal to the default is left to
 * the default), then the extra properties, then the locked class. `values[i]` is the value of
 * `definitions[i]` (the editable definitions).
 */
export function toConfigs(
  definitions: readonly ConnectPluginDefinition[],
  values: readonly (string | undefined)[],
  extra: Record<string, string>,
  className: string,
): Record<string, string> {
  const configs: Record<string, string> = {};
  definitions.forEach((d, i) => {
    const value = (values[i] ?? '').trim();
    if (value !== '' && value !== d.defaultValue) configs[d.name] = value;
  });
  return { ...configs, ...extra, 'connector.class': className };
}

/**
 * Splits an existing connector's configs into the values of the editable definitions (in their
 * order) and the extra-properties object.
 */
export function fromConfigs(
  definitions: readonly ConnectPluginDefinition[],
  configs: Record<string, string>,
): { fields: string[]; extra: string } {
  const known = new Set(definitions.map((d) => d.name));
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(configs)) {
    if (!(LOCKED_KEYS as readonly string[]).includes(key) && !known.has(key)) extra[key] = value;
  }
  return { fields: definitions.map((d) => configs[d.name] ?? ''), extra: JSON.stringify(extra, null, 2) };
}

/** The editable definitions by group with their index, in the server's order (Connect's groups, then Others). */
export function byGroup(
  definitions: readonly ConnectPluginDefinition[],
): Array<[string, Array<{ definition: ConnectPluginDefinition; index: number }>]> {
  const groups = new Map<string, Array<{ definition: ConnectPluginDefinition; index: number }>>();
  definitions.forEach((definition, index) => {
    groups.set(definition.group, [...(groups.get(definition.group) ?? []), { definition, index }]);
  });
  return [...groups.entries()];
}
