import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect } from 'react';
import { LogDirTable } from '../../components/log-dir-table.tsx';
import { backIcon, NotFoundState } from '../../components/not-found-state.tsx';
import { PlainTabs } from '../../components/plain-tabs.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { lazyCode } from '../../lib/load-code.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { TopicHeaderButtons } from './topic-header-buttons.tsx';
import { topicQueries } from './topic-queries.ts';
import { activeTopicTab, availableTopicTabs, TOPIC_TAB_LABELS, type TopicTab } from './topic-tabs.ts';

// The tabs other than data load on demand (their code, e.g. the config editor and the ACL table,
// is not fetched and compiled before a topic's records, issue 17), and while the browser is idle
// once the page is shown, so a click on one waits for no download: only the tabs the caller's roles
// show, since the others' code would never run.
const TAB_CODE = {
  partitions: () => import('./topic-partitions-tab.tsx'),
  groups: () => import('./topic-groups-tab.tsx'),
  configs: () => import('./topic-configs-tab.tsx'),
  acls: () => import('./topic-acls-tab.tsx'),
};
const TopicPartitionsTab = lazyCode(() =>
  TAB_CODE.partitions().then((m) => ({ default: m.TopicPartitionsTab })),
);
const TopicGroupsTab = lazyCode(() => TAB_CODE.groups().then((m) => ({ default: m.TopicGroupsTab })));
const TopicConfigsTab = lazyCode(() => TAB_CODE.configs().then((m) => ({ default: m.TopicConfigsTab })));
const TopicAclsTab = lazyCode(() => TAB_CODE.acls().then((m) => ({ default: m.TopicAclsTab })));

/** The code of the caller's tabs (not the ones its roles hide) once the browser is idle. */
function useTabCodeWhenIdle(tabs: readonly TopicTab[]) {
  const shown = tabs.filter((t): t is keyof typeof TAB_CODE => t in TAB_CODE).join(',');
  useEffect(() => {
    const load = () => {
      for (const tab of shown.split(',')) void TAB_CODE[tab as keyof typeof TAB_CODE]?.().catch(() => {});
    };
    // Not while the page's own answers are still coming (idle waiting for them is not idle).
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load);
      else load();
    }, 1000);
    return () => clearTimeout(timer);
  }, [shown]);
}

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
  useTabCodeWhenIdle(tabs);

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
      <PlainTabs
        value={active}
        tabs={tabs}
        labels={TOPIC_TAB_LABELS}
        onChange={(next) => navigate({ params: { clusterId: cluster.id, topicId, tab: next } })}
        testId="topic-tabs"
      >
        {active === 'data' ? renderDataTab(p) : null}
        <Suspense fallback={<Skeleton h={200} data-testid="tab-loading" />}>
          {active === 'partitions' ? <TopicPartitionsTab {...p} /> : null}
          {active === 'groups' ? <TopicGroupsTab {...p} /> : null}
          {active === 'configs' ? (
            <TopicConfigsTab topicId={topicId} internal={topic.data.internalTopic} />
          ) : null}
          {active === 'acls' ? <TopicAclsTab {...p} /> : null}
          {active === 'logs' ? <TopicLogsTab {...p} /> : null}
        </Suspense>
      </PlainTabs>
    </>
  );
}
