import { type ConnectDefinition, can, P } from '@console/contract';
import { Code, Paper } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SectionError } from '../../components/section-error.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { ConnectConfigForm } from './connect-config-form.tsx';
import { fromConfigs } from './connect-form-values.ts';
import { connectCalls, connectKeys, connectQueries } from './connect-queries.ts';

/** Configs tab (spec §2.10): the plugin form filled with the connector's configs; save with CONNECTOR UPDATE. */
export function ConnectConfigsTab(props: {
  clusterId: string;
  connectId: string;
  definition: ConnectDefinition;
}) {
  const { clusterId, connectId, definition } = props;
  const { roles } = useClusterContext();
  const queryClient = useQueryClient();
  const className = definition.configs['connector.class'] ?? '';
  const plugin = useQuery(connectQueries.plugin(clusterId, connectId, className));
  const save = useMutation({
    mutationFn: (configs: Record<string, string>) =>
      connectCalls.update(clusterId, connectId, definition.name, configs),
    onSuccess: () => {
      notifySuccess(`Definition '${definition.name}' is updated`);
      void queryClient.invalidateQueries({ queryKey: connectKeys.all(clusterId, connectId) });
    },
  });

  if (!can(roles, P.CONNECTOR.UPDATE)) {
    return (
      <Code block data-testid="connect-configs-readonly">
        {JSON.stringify(definition.configs, null, 2)}
      </Code>
    );
  }
  if (plugin.isError)
    return <SectionError title="The plugin definition cannot be read" error={plugin.error} />;
  if (!plugin.data) return null;
  const { values, extra } = fromConfigs(plugin.data.definitions, definition.configs);
  return (
    <Paper withBorder p="lg">
      <ConnectConfigForm
        clusterId={clusterId}
        connectId={connectId}
        plugin={{ ...plugin.data, className }}
        name={definition.name}
        existing
        initialValues={values}
        initialExtra={extra}
        submitLabel="Update"
        submitting={save.isPending}
        onSubmit={(_, configs) => save.mutate(configs)}
      />
    </Paper>
  );
}
