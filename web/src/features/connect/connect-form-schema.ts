import type { ConnectCreate, ConnectPlugin } from '@console/contract';
import { z } from 'zod';
import {
  editableDefinitions,
  fieldError,
  fromConfigs,
  parseExtra,
  toConfigs,
} from './connect-form-values.ts';

// The connector form's schema, built from the plugin's definitions (spec §5): required fields,
// numbers and booleans by each definition's type, the extra properties a JSON object. What it
// outputs is the create operation's body (`ConnectCreate`), so the form sends exactly that.

/** What the form edits: `fields[i]` is the text of the plugin's i-th editable definition. */
export interface ConnectFormValues {
  name: string;
  fields: string[];
  extra: string;
}

/** The create operation's body, with the configs as the text Connect stores. */
export type ConnectFormOutput = ConnectCreate & { configs: Record<string, string> };

export function connectFormSchema(plugin: Pick<ConnectPlugin, 'className' | 'definitions'>) {
  const definitions = editableDefinitions(plugin.definitions);
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'Name is required')
        .regex(/^[^/\\]*$/, 'Name may not contain / or \\'),
      fields: z.array(z.string()).superRefine((values, ctx) => {
        definitions.forEach((definition, i) => {
          const message = fieldError(definition, values[i]);
          if (message) ctx.addIssue({ code: 'custom', path: [i], message });
        });
      }),
      extra: z.string().superRefine((text, ctx) => {
        const { error } = parseExtra(text);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    })
    .transform(
      (form): ConnectFormOutput => ({
        name: form.name,
        configs: toConfigs(definitions, form.fields, parseExtra(form.extra).value ?? {}, plugin.className),
      }),
    );
}

/** The form's starting values: empty for a new connector, an existing one's configs otherwise. */
export function connectFormValues(
  plugin: Pick<ConnectPlugin, 'definitions'>,
  name: string,
  configs?: Record<string, string>,
): ConnectFormValues {
  const { fields, extra } = fromConfigs(editableDefinitions(plugin.definitions), configs ?? {});
  return { name, fields, extra: configs ? extra : '{}' };
}
