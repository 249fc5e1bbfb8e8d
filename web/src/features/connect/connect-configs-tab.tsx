import { type ConnectDefinition, can, P } from '@console/contract';
import { Code, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SectionError } from '../../components/section-error.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { ConnectConfigForm } from './connect-config-form.tsx';
import { connectFormValues } from './connect-form-schema.ts';
import { ConnectJsonForm, configJson } from './connect-json-form.tsx';
import { useUpdateConnector } from './connect-mutations.ts';
import { connectQueries } from './connect-queries.ts';

/** Configs tab (spec §2.10): the plugin form filled with the connector's configs; save with CONNECTOR UPDATE. */
export function ConnectConfigsTab(props: {
  clusterId: string;
  connectId: string;
  definition: ConnectDefinition;
}) {
  const { clusterId, connectId, definition } = props;
  const { roles } = useClusterContext();
  const className = definition.configs['connector.class'] ?? '';
  const plugin = useQuery(connectQueries.plugin(clusterId, connectId, className));
  // The class as the connector names it (Connect also takes the short name), not the plugin's.
  const asConfigured = useMemo(() => plugin.data && { ...plugin.data, className }, [plugin.data, className]);
  const save = useUpdateConnector(clusterId, connectId, definition.name);
  const [mode, setMode] = useState<'form' | 'json'>('form');

  if (!can(roles, P.CONNECTOR.UPDATE)) {
    return (
      <Code block data-testid="connect-configs-readonly">
        {JSON.stringify(definition.configs, null, 2)}
      </Code>
    );
  }
  if (plugin.isError)
    return <SectionError title="The plugin definition cannot be read" error={plugin.error} />;
  if (!asConfigured) return null;
  return (
    <Stack>
      <ConfigModeSwitch value={mode} onChange={setMode} />
      <Paper withBorder p="lg">
        {mode === 'form' ? (
          <ConnectConfigForm
            clusterId={clusterId}
            connectId={connectId}
            plugin={asConfigured}
            existing
            defaultValues={connectFormValues(asConfigured, definition.name, definition.configs)}
            submitLabel="Update"
            submitting={save.isPending}
            onSubmit={(body) => save.mutate(body.configs)}
          />
        ) : (
          <ConnectJsonForm
            clusterId={clusterId}
            connectId={connectId}
            className={className}
            initial={configJson(definition.name, definition.configs)}
            submitLabel="Update"
            submitting={save.isPending}
            onSubmit={(body) => save.mutate(body.configs)}
          />
        )}
      </Paper>
    </Stack>
  );
}

/** Form or raw JSON: two editors of the same config. */
export function ConfigModeSwitch(props: {
  value: 'form' | 'json';
  onChange: (mode: 'form' | 'json') => void;
}) {
  return (
    <SegmentedControl
      w={220}
      value={props.value}
      onChange={(v) => props.onChange(v === 'json' ? 'json' : 'form')}
      data={[
        { value: 'form', label: 'Form' },
        { value: 'json', label: 'JSON' },
      ]}
      data-testid="connect-config-mode"
    />
  );
}
