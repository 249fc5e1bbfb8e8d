import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { ConnectConfigForm } from './connect-config-form.tsx';
import { ConfigModeSwitch } from './connect-configs-tab.tsx';
import { connectFormValues } from './connect-form-schema.ts';
import { ConnectJsonForm, configJson } from './connect-json-form.tsx';
import { useCreateConnector } from './connect-mutations.ts';
import { connectQueries } from './connect-queries.ts';

const route = getRouteApi('/ui/$clusterId/connect/$connectId/create');

/** `.../connect/{connectId}/create` (spec §2.10): choose a plugin, then fill the form built from it. */
export function ConnectCreatePage() {
  const { clusterId, connectId } = route.useParams();
  const navigate = route.useNavigate();
  const plugins = useQuery(connectQueries.plugins(clusterId, connectId));
  const [className, setClassName] = useState<string | null>(null);
  const plugin = plugins.data?.find((p) => p.className === className);
  const create = useCreateConnector(clusterId, connectId);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const created = (body: { name: string; configs: Record<string, string> }) =>
    create.mutate(body, {
      onSuccess: (definition) =>
        navigate({
          to: '/ui/$clusterId/connect/$connectId/definition/$name/{-$tab}',
          params: { clusterId, connectId, name: definition.name, tab: undefined },
        }),
    });

  return (
    <>
      <TitleBar title="Create a definition" />
      {plugins.isError ? (
        <SectionError title={`Connect '${connectId}' cannot be read`} error={plugins.error} />
      ) : null}
      <Stack>
        <Paper withBorder p="lg">
          <ChoiceSelect
            label="Type"
            withAsterisk
            searchable
            disabled={!plugins.data}
            data={(plugins.data ?? []).map((p) => ({
              value: p.className,
              label: `${p.shortClassName} (${p.type}, ${p.version})`,
            }))}
            value={className}
            onChange={setClassName}
            data-testid="connect-plugin"
          />
        </Paper>
        {plugin ? <ConfigModeSwitch value={mode} onChange={setMode} /> : null}
        {plugin ? (
          <Paper withBorder p="lg">
            {mode === 'form' ? (
              <ConnectConfigForm
                key={plugin.className}
                clusterId={clusterId}
                connectId={connectId}
                plugin={plugin}
                defaultValues={connectFormValues(plugin, '')}
                submitLabel="Create"
                submitting={create.isPending}
                onSubmit={created}
              />
            ) : (
              <ConnectJsonForm
                key={plugin.className}
                clusterId={clusterId}
                connectId={connectId}
                className={plugin.className}
                initial={configJson('', { 'connector.class': plugin.className, 'tasks.max': '1' })}
                submitLabel="Create"
                submitting={create.isPending}
                onSubmit={created}
              />
            )}
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
