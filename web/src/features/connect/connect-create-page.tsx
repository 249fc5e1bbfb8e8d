import { Paper, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { ConnectConfigForm } from './connect-config-form.tsx';
import { connectCalls, connectKeys, connectQueries } from './connect-queries.ts';

const route = getRouteApi('/ui/$clusterId/connect/$connectId/create');

/** `.../connect/{connectId}/create` (spec §2.10): choose a plugin, then fill the form built from it. */
export function ConnectCreatePage() {
  const { clusterId, connectId } = route.useParams();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const plugins = useQuery(connectQueries.plugins(clusterId, connectId));
  const [className, setClassName] = useState<string | null>(null);
  const plugin = plugins.data?.find((p) => p.className === className);
  const create = useMutation({
    mutationFn: ({ name, configs }: { name: string; configs: Record<string, string> }) =>
      connectCalls.create(clusterId, connectId, name, configs),
    onSuccess: async (definition) => {
      notifySuccess(`Definition '${definition.name}' is created`);
      await queryClient.invalidateQueries({ queryKey: connectKeys.all(clusterId, connectId) });
      await navigate({
        to: '/ui/$clusterId/connect/$connectId/definition/$name/{-$tab}',
        params: { clusterId, connectId, name: definition.name, tab: undefined },
      });
    },
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
        {plugin ? (
          <Paper withBorder p="lg">
            <ConnectConfigForm
              key={plugin.className}
              clusterId={clusterId}
              connectId={connectId}
              plugin={plugin}
              name=""
              submitLabel="Create"
              submitting={create.isPending}
              onSubmit={(name, configs) => create.mutate({ name, configs })}
            />
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
