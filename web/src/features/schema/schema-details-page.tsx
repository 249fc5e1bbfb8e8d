import { can, P } from '@console/contract';
import { Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
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
  const tabs = can(roles, P.SCHEMA.UPDATE) ? ['update', 'versions'] : ['versions'];
  const active = tab && tabs.includes(tab) ? tab : tabs[0]!;

  return (
    <>
      <TitleBar title={subject} />
      <Tabs
        value={active}
        keepMounted={false}
        onChange={(next) => next && navigate({ params: { clusterId, subject, tab: next }, replace: true })}
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
