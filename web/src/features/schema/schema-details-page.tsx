import { can, P } from '@console/contract';
import { Box, Tabs } from '@mantine/core';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { isDown, RETRY_WHILE_DOWN_MS } from '../../lib/retry-while-down.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { CompatibilitySelect } from './compatibility-select.tsx';
import { useUpdateSubjectCompatibility } from './schema-mutations.ts';
import { schemaKeys, schemaQueries } from './schema-queries.ts';
import { SchemaReferences } from './schema-references.tsx';
import { SchemaUpdateTab } from './schema-update-tab.tsx';
import { SchemaVersionsTab } from './schema-versions-tab.tsx';

const route = getRouteApi('/ui/$clusterId/schema/details/$subject/{-$tab}');

/**
 * `/ui/{clusterId}/schema/details/{subject}/{tab}` (spec §2.9): tabs update (SCHEMA UPDATE) and
 * versions; an unknown or forbidden tab falls back to the first available one. A registry that
 * does not answer is said once, above the tabs, with Retry; while it is said, all the subject's
 * reads ask again together every 10 s, so the page fills again by itself, all at once (not one
 * part while the error still shows), when the registry is back.
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
  // The versions tab reads them; only watched here (never fetched twice), so a failure is said here.
  const versions = useQuery({ ...schemaQueries.versions(clusterId, subject), enabled: false });
  const failed = [latest, config, ...(active === 'versions' ? [versions] : [])].find((q) => q.isError);
  const refetching = useIsFetching({ queryKey: schemaKeys.subject(clusterId, subject) }) > 0;
  const retry = useCallback(
    () => queryClient.refetchQueries({ queryKey: schemaKeys.subject(clusterId, subject), type: 'active' }),
    [queryClient, clusterId, subject],
  );
  const down = failed !== undefined && isDown(failed.error);
  useEffect(() => {
    if (!down) return;
    const timer = setInterval(() => void retry(), RETRY_WHILE_DOWN_MS);
    return () => clearInterval(timer);
  }, [down, retry]);
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
      {failed ? (
        <SectionError
          title={down ? 'The schema registry cannot be read' : `Subject '${subject}' cannot be read`}
          error={failed.error}
          retrying={refetching}
          onRetry={() => void retry()}
        />
      ) : null}
      {latest.data?.references && !latest.isError ? (
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
