import { can, P } from '@console/contract';
import { Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { NodeConfigsTab } from './node-configs-tab.tsx';
import { NodeLogsTab } from './node-logs-tab.tsx';

const route = getRouteApi('/ui/$clusterId/node/$nodeId/{-$tab}');

/**
 * `/ui/{clusterId}/node/{nodeId}/{tab}` (spec §2.6). Tabs configs (READ_CONFIG only) and logs,
 * default logs; an unknown or forbidden tab falls back to logs.
 */
export function NodeDetailPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, nodeId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const tabs = can(roles, P.NODE.READ_CONFIG) ? ['logs', 'configs'] : ['logs'];
  const active = tab && tabs.includes(tab) ? tab : 'logs';

  return (
    <>
      <TitleBar title={`Node ${nodeId}`} />
      <Tabs
        value={active}
        onChange={(next) => next && navigate({ params: { clusterId, nodeId, tab: next }, replace: true })}
        keepMounted={false}
        data-testid="node-tabs"
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {name === 'logs' ? 'Logs' : 'Configs'}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="logs">
          <NodeLogsTab clusterId={cluster.id} nodeId={nodeId} />
        </Tabs.Panel>
        <Tabs.Panel value="configs">
          <NodeConfigsTab nodeId={nodeId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
