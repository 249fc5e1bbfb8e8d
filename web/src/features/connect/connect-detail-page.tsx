import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SectionError } from '../../components/section-error.tsx';
import { TabStrip } from '../../components/tab-strip.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { retryWhileDown, SHOWN_IN_SECTION } from '../../lib/retry-while-down.ts';
import { ConnectConfigsTab } from './connect-configs-tab.tsx';
import { ConnectFailures } from './connect-failures.tsx';
import { connectQueries } from './connect-queries.ts';
import { ConnectStateActions } from './connect-state-actions.tsx';
import { StateBadge, shownState } from './connect-states.tsx';
import { ConnectTasksTab } from './connect-tasks-tab.tsx';

const route = getRouteApi('/ui/$clusterId/connect/$connectId/definition/$name/{-$tab}');
const TABS = ['tasks', 'configs'] as const;

/**
 * `.../connect/{connectId}/definition/{name}/{tab}` (spec §2.10): tabs tasks (default) and configs,
 * state actions in the title bar. States change asynchronously on the worker, so it is re-read
 * every few seconds. A worker that does not answer is said above the tabs with Retry and asked
 * again every 10 s; states, actions and tasks it last gave are hidden meanwhile (they may be
 * stale), while a configs form already shown stays with what the user typed.
 */
export function ConnectDetailPage() {
  const { clusterId, connectId, name, tab } = route.useParams();
  const navigate = route.useNavigate();
  const definition = useQuery({
    ...connectQueries.definition(clusterId, connectId, name),
    refetchInterval: (query) => retryWhileDown(query) || 3000,
    meta: SHOWN_IN_SECTION,
  });
  const active = TABS.find((t) => t === tab) ?? 'tasks';
  const d = definition.isError ? undefined : definition.data;

  return (
    <>
      <TitleBar
        title={
          <Group gap="sm" component="span">
            {name}
            {d && shownState(d) ? <StateBadge state={shownState(d)} testId="connector-state" /> : null}
            {d ? <ConnectFailures definition={d} /> : null}
          </Group>
        }
      >
        {d ? (
          <ConnectStateActions
            clusterId={clusterId}
            connectId={connectId}
            definition={d}
            onDeleted={() =>
              navigate({ to: '/ui/$clusterId/connect/$connectId', params: { clusterId, connectId } })
            }
          />
        ) : null}
      </TitleBar>
      {definition.isError ? (
        <SectionError
          title={`Definition '${name}' cannot be read`}
          error={definition.error}
          retrying={definition.isFetching}
          onRetry={() => void definition.refetch()}
        />
      ) : null}
      {/* A history entry per tab: Back goes to the previous tab. */}
      <TabStrip
        tabs={[
          { value: 'tasks', label: 'Tasks' },
          { value: 'configs', label: 'Configs' },
        ]}
        active={active}
        onChange={(next) => navigate({ params: { clusterId, connectId, name, tab: next } })}
        testId="connect-tabs"
      />
      {d && active === 'tasks' ? (
        <ConnectTasksTab clusterId={clusterId} connectId={connectId} definition={d} />
      ) : null}
      {definition.data && active === 'configs' ? (
        <ConnectConfigsTab clusterId={clusterId} connectId={connectId} definition={definition.data} />
      ) : null}
    </>
  );
}
