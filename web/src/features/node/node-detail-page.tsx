import { can, P } from '@console/contract';
import { Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { backIcon, NotFoundState } from '../../components/not-found-state.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { NodeConfigsTab } from './node-configs-tab.tsx';
import { NodeLogsTab } from './node-logs-tab.tsx';
import { nodeQueries } from './node-queries.ts';

const route = getRouteApi('/ui/$clusterId/node/$nodeId/{-$tab}');

/**
 * `/ui/{clusterId}/node/{nodeId}/{tab}` (spec §2.6). Tabs configs (READ_CONFIG only) and logs,
 * default logs; an unknown or forbidden tab falls back to logs. The tabs wait for the node itself,
 * so an id the cluster does not have shows one not-found state instead of failing tabs.
 */
export function NodeDetailPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, nodeId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const tabs = can(roles, P.NODE.READ_CONFIG) ? ['logs', 'configs'] : ['logs'];
  const active = tab && tabs.includes(tab) ? tab : 'logs';
  const node = useQuery(nodeQueries.one(cluster.id, nodeId));

  if (node.data === null) {
    return (
      <NotFoundState
        title={`Node '${nodeId}' not found on cluster '${clusterId}'`}
        text="The cluster has no broker of this id: it may have been removed, or the address is misspelled."
        back={
          <RouterButton
            to="/ui/$clusterId/node"
            params={{ clusterId }}
            variant="default"
            leftSection={backIcon}
            mt="md"
            data-testid="not-found-back"
          >
            Back to the nodes
          </RouterButton>
        }
      />
    );
  }
  if (!node.data) {
    return (
      <>
        <TitleBar title={`Node ${nodeId}`} />
        {node.isPending ? <Skeleton h={200} data-testid="node-loading" /> : null}
      </>
    );
  }
  return (
    <>
      <TitleBar title={`Node ${nodeId}`} />
      <Tabs
        value={active}
        onChange={(next) => next && navigate({ params: { clusterId, nodeId, tab: next } })}
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
