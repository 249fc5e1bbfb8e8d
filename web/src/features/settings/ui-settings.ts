import type { UiOptions } from '@console/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import { sessionQueries } from '../session/session-queries.ts';
import { UiSettings } from './settings-schema.ts';

/** Resolved options: what screens read (every field set). */
export interface EffectiveUiSettings {
  topic: {
    defaultView: NonNullable<UiSettings['topic']['defaultView']>;
    skipConsumerGroups: boolean;
    skipLastRecord: boolean;
    showAllConsumerGroups: boolean;
  };
  topicData: { sort: NonNullable<UiSettings['topicData']['sort']>; dateTimeFormat: 'RELATIVE' | 'ISO' };
}

/** Server defaults with the gaps filled by spec §9's defaults. */
export function fromServerOptions(server: Partial<UiOptions> | undefined): EffectiveUiSettings {
  return {
    topic: {
      defaultView: server?.topic?.defaultView ?? 'HIDE_INTERNAL',
      skipConsumerGroups: server?.topic?.skipConsumerGroups ?? false,
      skipLastRecord: server?.topic?.skipLastRecord ?? false,
      showAllConsumerGroups: server?.topic?.showAllConsumerGroups ?? true,
    },
    topicData: {
      sort: server?.topicData?.sort ?? 'OLDEST',
      dateTimeFormat: server?.topicData?.dateTimeFormat ?? 'RELATIVE',
    },
  };
}

type StoredSettings = Record<string, unknown>;

/** The user's saved settings of one cluster, or undefined when none (or unreadable) are stored. */
export function readStoredSettings(clusterId: string): UiSettings | undefined {
  const stored = readJson<StoredSettings>(localStorage, storageKeys.uiOptions)?.[clusterId];
  const parsed = UiSettings.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export function saveSettings(clusterId: string, settings: UiSettings): void {
  const all = readJson<StoredSettings>(localStorage, storageKeys.uiOptions) ?? {};
  writeJson(localStorage, storageKeys.uiOptions, { ...all, [clusterId]: settings });
}

/** Saved settings over the server's defaults; a cleared optional field falls back to the default. */
export function mergeSettings(
  defaults: EffectiveUiSettings,
  saved: UiSettings | undefined,
): EffectiveUiSettings {
  if (!saved) return defaults;
  return {
    topic: { ...saved.topic, defaultView: saved.topic.defaultView ?? defaults.topic.defaultView },
    topicData: {
      sort: saved.topicData.sort ?? defaults.topicData.sort,
      dateTimeFormat: saved.topicData.dateTimeFormat ?? defaults.topicData.dateTimeFormat,
    },
  };
}

/**
 * The UI options screens should use for a cluster (topic list, data tab): the user's saved
 * settings, else the server's `ui-options`, else spec §9's defaults.
 */
export function useUiSettings(clusterId: string): EffectiveUiSettings {
  const server = useSuspenseQuery(sessionQueries.uiOptions(clusterId)).data;
  return mergeSettings(fromServerOptions(server), readStoredSettings(clusterId));
}
