import { can, groupStateColor, P } from '@console/contract';
import { Alert, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { backIcon, NotFoundState } from '../../components/not-found-state.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TabStrip } from '../../components/tab-strip.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useDeleteStreamsGroup, useResetStreamsOffsets } from './streams-group-mutations.ts';
import { streamsGroupQueries } from './streams-group-queries.ts';
import { StreamsLagTab } from './streams-lag-tab.tsx';
import { StreamsMembersTab } from './streams-members-tab.tsx';
import { StreamsTopologyTab } from './streams-topology-tab.tsx';

const route = getRouteApi('/ui/$clusterId/streams-group/$groupId/{-$tab}');
const TABS = { topology: 'Topology', members: 'Members', lag: 'Lag' } as const;
type Pending = { kind: 'delete' } | { kind: 'reset'; to: 'EARLIEST' | 'LATEST' };

/**
 * `/ui/{clusterId}/streams-group/{groupId}/{tab}` (issue 16): a Kafka Streams application on the
 * streams protocol (KIP-1071) with tabs Topology, Members and Lag. On a cluster without streams
 * groups the page says what the brokers support instead of failing.
 */
export function StreamsGroupPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, groupId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const support = useQuery(streamsGroupQueries.support(cluster.id));
  const group = useQuery(streamsGroupQueries.one(cluster.id, groupId, support.data?.supported === true));
  const [pending, setPending] = useState<Pending>();
  const remove = useDeleteStreamsGroup(cluster.id, groupId);
  const reset = useResetStreamsOffsets(cluster.id, groupId);
  const active = tab && tab in TABS ? tab : 'topology';
  const running = (group.data?.members?.length ?? 0) > 0;
  const stopFirst = running
    ? 'Stop the application first: Kafka refuses this while members are active'
    : undefined;

  const back = (
    <RouterButton
      to="/ui/$clusterId/group"
      params={{ clusterId }}
      variant="default"
      leftSection={backIcon}
      mt="md"
    >
      Back to the consumer groups
    </RouterButton>
  );
  if (support.data && !support.data.supported) {
    return (
      <>
        <TitleBar title={`Streams group: ${groupId}`} />
        <Alert
          color="blue"
          icon={<IconInfoCircle />}
          title="No streams groups on this cluster"
          data-testid="streams-unsupported"
        >
          {support.data.message}
        </Alert>
        {back}
      </>
    );
  }
  if (group.data === null && !remove.isSuccess) {
    return (
      <NotFoundState
        title={`Streams group '${groupId}' not found on cluster '${clusterId}'`}
        text={`'${groupId}' is not a streams group: it may have been deleted, or be a consumer or share group.`}
        back={back}
      />
    );
  }
  const confirm = () => {
    if (pending?.kind === 'delete') {
      remove.mutate(undefined, {
        onSuccess: () => navigate({ to: '/ui/$clusterId/group', params: { clusterId }, search: {} }),
        onSettled: () => setPending(undefined),
      });
    } else if (pending) {
      reset.mutate({ to: pending.to, topics: sources }, { onSettled: () => setPending(undefined) });
    }
  };
  const g = group.data;
  // Only the source topics shown (those the caller may read) are reset; the server checks each.
  const sources = [...new Set((g?.subtopologies ?? []).flatMap((s) => s.sourceTopics ?? []))];
  const noSources = g && sources.length === 0 ? 'No source topic you may read' : undefined;
  return (
    <>
      <TitleBar title={`Streams group: ${groupId}`}>
        {g ? (
          <Badge
            color={groupStateColor(g.state)}
            variant="filled"
            tt="none"
            data-testid="streams-group-state"
          >
            {g.state}
          </Badge>
        ) : null}
      </TitleBar>
      <Group mb="md" gap="xs">
        {can(roles, P.CONSUMER_GROUP.UPDATE_OFFSET) ? (
          <Menu>
            <Menu.Target>
              <Button
                disabled={!g || running || sources.length === 0}
                title={stopFirst ?? noSources}
                data-testid="streams-reset"
              >
                Reset offsets
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => setPending({ kind: 'reset', to: 'EARLIEST' })}
                data-testid="reset-earliest"
              >
                Input topics to earliest (reprocess everything)
              </Menu.Item>
              <Menu.Item
                onClick={() => setPending({ kind: 'reset', to: 'LATEST' })}
                data-testid="reset-latest"
              >
                Input topics to latest (skip what is there)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
        {can(roles, P.CONSUMER_GROUP.DELETE) ? (
          <Button
            color="red"
            variant="light"
            disabled={!g || running}
            title={stopFirst}
            onClick={() => setPending({ kind: 'delete' })}
            data-testid="streams-delete"
          >
            Delete group
          </Button>
        ) : null}
        {g ? (
          <Text size="sm" c="dimmed" data-testid="streams-group-facts">
            Coordinator: node {g.coordinator.id} · group epoch {g.groupEpoch} · {g.members?.length ?? 0}{' '}
            member(s)
            {running ? ' · stop the application to reset offsets or delete the group' : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Reading the group…
          </Text>
        )}
      </Group>
      {group.isError ? <SectionError title="Streams group unavailable" error={group.error} /> : null}
      {support.isError ? <SectionError title="The cluster could not be asked" error={support.error} /> : null}
      <TabStrip
        tabs={Object.entries(TABS).map(([value, label]) => ({ value, label }))}
        active={active}
        onChange={(next) => navigate({ params: { clusterId, groupId, tab: next } })}
        testId="streams-group-tabs"
      />
      {g && active === 'topology' ? <StreamsTopologyTab group={g} /> : null}
      {g && active === 'members' ? <StreamsMembersTab members={g.members} /> : null}
      {g && active === 'lag' ? <StreamsLagTab offsets={g.offsets} /> : null}
      <ConfirmDialog
        opened={pending !== undefined}
        message={
          pending?.kind === 'delete'
            ? `Delete streams group '${groupId}'?`
            : `Reset the offsets of streams group '${groupId}' on ${sources.map((t) => `'${t}'`).join(', ')} to ${pending?.to === 'EARLIEST' ? 'earliest' : 'latest'}?`
        }
        loading={remove.isPending || reset.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
      />
    </>
  );
}
