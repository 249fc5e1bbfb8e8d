import { Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogDirTable } from '../../components/log-dir-table.tsx';
import { backIcon, NotFoundState } from '../../components/not-found-state.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { TopicAclsTab } from './topic-acls-tab.tsx';
import { TopicConfigsTab } from './topic-configs-tab.tsx';
import { TopicGroupsTab } from './topic-groups-tab.tsx';
import { TopicHeaderButtons } from './topic-header-buttons.tsx';
import { TopicPartitionsTab } from './topic-partitions-tab.tsx';
import { topicQueries } from './topic-queries.ts';
import { activeTopicTab, availableTopicTabs, TOPIC_TAB_LABELS } from './topic-tabs.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/{-$tab}');

export interface TopicDetailPageProps {
  /** The data tab's content, owned by the topic-data area and passed in by the route file. */
  renderDataTab: (p: { clusterId: string; topicId: string }) => ReactNode;
}

function TopicLogsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const logs = useQuery(topicQueries.logs(clusterId, topicId));
  return <LogDirTable logs={logs.data} loading={logs.isPending} />;
}

function TopicNotFound({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  return (
    <NotFoundState
      title={`Topic '${topicId}' not found on cluster '${clusterId}'`}
      text="It may have been deleted, or the name in the address is misspelled."
      back={
        <RouterButton
          to="/ui/$clusterId/topic"
          params={{ clusterId }}
          variant="default"
          leftSection={backIcon}
          mt="md"
          data-testid="not-found-back"
        >
          Back to the topic list
        </RouterButton>
      }
    />
  );
}

/**
 * `/ui/{clusterId}/topic/{topicId}/{tab}` (spec §2.4), with the tab rules of topic-tabs.ts. The tabs
 * and header buttons wait for the topic itself (one quick metadata call): a missing topic shows one
 * not-found state instead of each tab's request failing with a toast of its own.
 */
export function TopicDetailPage({ renderDataTab }: TopicDetailPageProps) {
  const { cluster, roles } = useClusterContext();
  const { topicId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const tabs = availableTopicTabs(roles);
  const active = activeTopicTab(tab, tabs);
  const topic = useQuery(topicQueries.one(cluster.id, topicId));
  const p = { clusterId: cluster.id, topicId };

  if (topic.data === null) return <TopicNotFound clusterId={cluster.id} topicId={topicId} />;
  if (!topic.data) {
    return (
      <>
        <TitleBar title={`Topic: ${topicId}`} />
        {topic.isPending ? <Skeleton h={200} data-testid="topic-loading" /> : null}
      </>
    );
  }
  return (
    <>
      <TitleBar title={`Topic: ${topicId}`}>
        <TopicHeaderButtons topicId={topicId} tab={active} partitions={topic.data.partitions.length} />
      </TitleBar>
      <Tabs
        value={active}
        onChange={(next) => next && navigate({ params: { clusterId: cluster.id, topicId, tab: next } })}
        keepMounted={false}
        data-testid="topic-tabs"
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {TOPIC_TAB_LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="data">{renderDataTab(p)}</Tabs.Panel>
        <Tabs.Panel value="partitions">
          <TopicPartitionsTab {...p} />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <TopicGroupsTab {...p} />
        </Tabs.Panel>
        <Tabs.Panel value="configs">
          <TopicConfigsTab topicId={topicId} internal={topic.data.internalTopic} />
        </Tabs.Panel>
        <Tabs.Panel value="acls">
          <TopicAclsTab {...p} />
        </Tabs.Panel>
        <Tabs.Panel value="logs">
          <TopicLogsTab {...p} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
