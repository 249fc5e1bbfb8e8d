import { can, P } from '@console/contract';
import { Box, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { CompatibilitySelect } from './compatibility-select.tsx';
import { useUpdateSubjectCompatibility } from './schema-mutations.ts';
import { schemaQueries } from './schema-queries.ts';
import { SchemaReferences } from './schema-references.tsx';
import { SchemaUpdateTab } from './schema-update-tab.tsx';
import { SchemaVersionsTab } from './schema-versions-tab.tsx';

const route = getRouteApi('/ui/$clusterId/schema/details/$subject/{-$tab}');

/**
 * `/ui/{clusterId}/schema/details/{subject}/{tab}` (spec §2.9): tabs update (SCHEMA UPDATE) and
 * versions; an unknown or forbidden tab falls back to the first available one.
 */
export function SchemaDetailsPage() {
  const { roles } = useClusterContext();
  const { clusterId, subject, tab } = route.useParams();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const tabs = can(roles, P.SCHEMA.UPDATE) ? ['update', 'versions'] : ['versions'];
  const active = tab && tabs.includes(tab) ? tab : tabs[0]!;
  const config = useQuery(schemaQueries.config(clusterId, subject));
  const latest = useQuery(schemaQueries.latest(clusterId, subject));
  const setLevel = useUpdateSubjectCompatibility(clusterId, subject);

  return (
    <>
      <TitleBar title={subject}>
        {config.isError ? null : (
          <CompatibilitySelect
            label="Compatibility"
            value={config.data?.compatibilityLevel}
            editable={can(roles, P.SCHEMA.UPDATE)}
            saving={setLevel.isPending ? setLevel.variables : undefined}
            onChange={(level) =>
              setLevel.mutate(level, {
                // The answer is the level now held: shown at once, before the refetch.
                onSuccess: (config) =>
                  queryClient.setQueryData(schemaQueries.config(clusterId, subject).queryKey, config),
              })
            }
            testId="schema-subject-compatibility"
          />
        )}
      </TitleBar>
      {latest.data?.references ? (
        <Box mb="sm">
          <SchemaReferences references={latest.data.references} />
        </Box>
      ) : null}
      <Tabs
        value={active}
        keepMounted={false}
        // A history entry per tab: Back goes to the previous tab.
        onChange={(next) => next && navigate({ params: { clusterId, subject, tab: next } })}
        data-testid="schema-tabs"
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {name === 'update' ? 'Update' : 'Versions'}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="update">
          {active === 'update' ? <SchemaUpdateTab subject={subject} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="versions">
          {active === 'versions' ? <SchemaVersionsTab subject={subject} /> : null}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
