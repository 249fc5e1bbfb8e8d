import type { ConfigEntry, ConfigSource, ConfigValueType } from '@console/contract';
import { type Admin, ConfigResourceTypes, ConfigSources, ConfigTypes } from '@platformatic/kafka';
import { badRequest, conflict } from '../errors.ts';

// Configs of a topic or a broker (one editor for both in the web app). Reads carry Kafka's own
// documentation as the description; writes are incremental: only the values that change are SET,
// and an emptied value is DELETEd so the entry falls back to its default.

export type ConfigResource = { kind: 'TOPIC'; name: string } | { kind: 'BROKER'; id: number };

const SOURCE_NAMES = new Map<number, ConfigSource>(
  Object.entries(ConfigSources)
    .filter(([name]) => name !== 'TOPIC_CONFIG')
    .map(([name, value]) => [value, name as ConfigSource]),
);
const TYPE_NAMES = new Map<number, ConfigValueType>(
  Object.entries(ConfigTypes).map(([name, value]) => [value, name as ConfigValueType]),
);

function resource(target: ConfigResource) {
  return target.kind === 'TOPIC'
    ? { resourceType: ConfigResourceTypes.TOPIC, resourceName: target.name }
    : { resourceType: ConfigResourceTypes.BROKER, resourceName: String(target.id) };
}

export async function describeConfig(admin: Admin, target: ConfigResource): Promise<ConfigEntry[]> {
  const [answer] = await admin.describeConfigs({
    resources: [resource(target)],
    includeSynonyms: false,
    includeDocumentation: true,
  });
  const entries: ConfigEntry[] = (answer?.configs ?? []).map((c) => ({
    name: c.name,
    // Kafka sends no value for a sensitive config; should a broker ever send one, it stays here.
    ...(c.value !== null && c.value !== '' && !c.isSensitive ? { value: c.value } : {}),
    ...(c.documentation ? { description: c.documentation } : {}),
    source: SOURCE_NAMES.get(c.configSource) ?? 'UNKNOWN',
    type: TYPE_NAMES.get(c.configType) ?? 'UNKNOWN',
    sensitive: c.isSensitive,
    readOnly: c.readOnly,
  }));
  const byName = (a: ConfigEntry, b: ConfigEntry) => a.name.localeCompare(b.name);
  // Topics: by name. Brokers: what can be changed first, then the read-only rest (AKHQ's order).
  if (target.kind === 'TOPIC') return entries.sort(byName);
  return [
    ...entries.filter((e) => !e.readOnly).sort(byName),
    ...entries.filter((e) => e.readOnly).sort(byName),
  ];
}

/**
 * Applies the entries whose value differs from the current one and answers them with their new
 * values. Unknown or read-only names are a 400 naming them; nothing to change is a 409, as in AKHQ.
 */
export async function alterConfig(
  admin: Admin,
  target: ConfigResource,
  wanted: Record<string, string>,
): Promise<ConfigEntry[]> {
  const current = new Map((await describeConfig(admin, target)).map((c) => [c.name, c]));
  const unknown = Object.keys(wanted).filter((name) => !current.has(name));
  if (unknown.length > 0)
    throw badRequest(`configs: unknown config ${unknown.map((n) => `'${n}'`).join(', ')}`);
  const locked = Object.keys(wanted).filter((name) => current.get(name)?.readOnly);
  if (locked.length > 0) throw badRequest(`configs: ${locked.map((n) => `'${n}'`).join(', ')} is read-only`);
  const changed = Object.entries(wanted).filter(([name, value]) => {
    const entry = current.get(name);
    return value === '' ? entry?.source !== 'DEFAULT_CONFIG' : entry?.value !== value;
  });
  if (changed.length === 0) throw conflict('No config to update');
  await admin.incrementalAlterConfigs({
    resources: [
      {
        ...resource(target),
        configs: changed.map(([name, value]) =>
          value === '' ? { name, configOperation: 1 as const } : { name, configOperation: 0 as const, value },
        ),
      },
    ],
  });
  // Brokers apply a change asynchronously; answer once the change is visible, so a reload that
  // follows shows the new values (bounded wait, then the last answer as it is).
  const wantedNow = new Map(changed);
  let entries: ConfigEntry[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    entries = (await describeConfig(admin, target)).filter((c) => wantedNow.has(c.name));
    const applied = entries.every((c) => {
      const value = wantedNow.get(c.name);
      return value === '' ? !c.source?.startsWith('DYNAMIC_') : c.sensitive || c.value === value;
    });
    if (applied) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return entries;
}

/**
 * The create form's defaults from the cluster itself: `default.replication.factor` and
 * `num.partitions` of a broker, and every topic config Kafka knows (described on an existing topic,
 * `__consumer_offsets` when there is one) with its documentation, type and the value a new topic
 * gets: the broker's synonym when that topic overrides it.
 */
export async function clusterTopicDefaults(
  admin: Admin,
  brokerId: number,
  sampleTopic: string | undefined,
): Promise<{ replication?: number; partition?: number; configs: ConfigEntry[] }> {
  const [broker] = await admin.describeConfigs({
    resources: [
      {
        resourceType: ConfigResourceTypes.BROKER,
        resourceName: String(brokerId),
        configurationKeys: ['default.replication.factor', 'num.partitions'],
      },
    ],
    includeSynonyms: false,
    includeDocumentation: false,
  });
  const brokerValue = (name: string) => {
    const v = Number(broker?.configs.find((c) => c.name === name)?.value);
    return Number.isInteger(v) && v > 0 ? v : undefined;
  };
  const configs: ConfigEntry[] = [];
  if (sampleTopic) {
    const [topic] = await admin.describeConfigs({
      resources: [{ resourceType: ConfigResourceTypes.TOPIC, resourceName: sampleTopic }],
      includeSynonyms: true,
      includeDocumentation: true,
    });
    for (const c of topic?.configs ?? []) {
      if (c.readOnly) continue;
      const inherited =
        c.configSource === ConfigSources.DYNAMIC_TOPIC_CONFIG
          ? c.synonyms.find((s) => s.source !== ConfigSources.DYNAMIC_TOPIC_CONFIG)
          : { value: c.value, source: c.configSource };
      configs.push({
        name: c.name,
        ...(inherited?.value && !c.isSensitive ? { value: inherited.value } : {}),
        ...(c.documentation ? { description: c.documentation } : {}),
        source: SOURCE_NAMES.get(inherited?.source ?? ConfigSources.DEFAULT_CONFIG) ?? 'UNKNOWN',
        type: TYPE_NAMES.get(c.configType) ?? 'UNKNOWN',
        sensitive: c.isSensitive,
        readOnly: false,
      });
    }
  }
  const replication = brokerValue('default.replication.factor');
  const partition = brokerValue('num.partitions');
  return {
    ...(replication ? { replication } : {}),
    ...(partition ? { partition } : {}),
    configs: configs.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
