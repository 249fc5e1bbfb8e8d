import type { ConfigEntry, ConfigForm } from '@console/contract';

/** The editor's form values: every entry's current value ('' when Kafka gives none), in order. */
export function configFormValues(configs: readonly ConfigEntry[]): ConfigForm {
  return { entries: configs.map((c) => ({ name: c.name, value: c.value ?? '' })) };
}

/** The form's values by config name, as `changedValues` compares them. */
export function draftOf(entries: ConfigForm['entries'] | undefined): Record<string, string> {
  return Object.fromEntries((entries ?? []).map((e) => [e.name, e.value]));
}

/** Only the entries whose edited value differs from Kafka's current one (spec §2.4 "save sends only changed values"). */
export function changedValues(
  configs: readonly ConfigEntry[],
  draft: Record<string, string>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const entry of configs) {
    const edited = draft[entry.name];
    if (edited === undefined || entry.readOnly) continue;
    if (edited !== (entry.value ?? '')) changed[entry.name] = edited;
  }
  return changed;
}

/** Kafka's documentation carries some HTML (links); it is shown as plain text, never as markup. */
export function plainDescription(description: string): string {
  return description
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
