import { Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { FeaturesTab } from './features-tab.tsx';
import { QuorumTab } from './quorum-tab.tsx';

const route = getRouteApi('/ui/$clusterId/cluster/{-$tab}');
const TABS = { quorum: 'Quorum', features: 'Features' } as const;

/** `/ui/{clusterId}/cluster/{tab}`: the KRaft quorum and the feature levels (issue 16). */
export function ClusterPage() {
  const { clusterId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const active = tab && tab in TABS ? tab : 'quorum';
  return (
    <>
      <TitleBar title="Cluster" />
      <Tabs
        value={active}
        onChange={(next) => next && navigate({ params: { clusterId, tab: next } })}
        keepMounted={false}
        data-testid="cluster-tabs"
      >
        <Tabs.List mb="md">
          {Object.entries(TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="quorum">
          <QuorumTab clusterId={clusterId} />
        </Tabs.Panel>
        <Tabs.Panel value="features">
          <FeaturesTab clusterId={clusterId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
