import { Paper } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { sessionQueries } from '../session/session-queries.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { SettingsForm } from './settings-form.tsx';
import { TopicDeserializersPanel } from './topic-deserializers-panel.tsx';
import { fromServerOptions, mergeSettings, readStoredSettings, saveSettings } from './ui-settings.ts';

/** `/ui/{clusterId}/settings` (spec §2.13): the per-cluster UI options, kept in this browser. */
export function SettingsPage() {
  const { cluster } = useClusterContext();
  const server = useSuspenseQuery(sessionQueries.uiOptions(cluster.id)).data;
  const current = mergeSettings(fromServerOptions(server), readStoredSettings(cluster.id));

  return (
    <>
      <TitleBar title="Settings" />
      <Paper withBorder p="lg" maw={640}>
        <SettingsForm
          key={cluster.id}
          defaultValues={current}
          onSave={(settings) => {
            saveSettings(cluster.id, settings);
            notifySuccess(`Settings for cluster '${cluster.id}' updated successfully.`);
          }}
        />
      </Paper>
      <TopicDeserializersPanel clusterId={cluster.id} />
    </>
  );
}
