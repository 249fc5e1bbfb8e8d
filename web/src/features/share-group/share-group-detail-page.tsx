import { can, P, shareGroupLag } from '@console/contract';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { backIcon, NotFoundState } from '../../components/not-found-state.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { namedTabs, TabStrip } from '../../components/tab-strip.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { ShareGroupAclsTab } from './share-group-acls-tab.tsx';
import { ShareGroupMembersTab } from './share-group-members-tab.tsx';
import { useDeleteShareGroup } from './share-group-mutations.ts';
import { ShareGroupOffsetsTab } from './share-group-offsets-tab.tsx';
import { shareGroupQueries } from './share-group-queries.ts';
import { ShareGroupStateBadge } from './share-group-state-badge.tsx';

const route = getRouteApi('/ui/$clusterId/share-group/$groupId/{-$tab}');

/**
 * `/ui/{clusterId}/share-group/{groupId}/{tab}` (issue 16, KIP-932): state, coordinator and lag;
 * tabs members, partitions (start offsets and lag) and acls; reset of the start offsets on its own
 * page and a delete with confirmation.
 */
export function ShareGroupDetailPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, groupId, tab } = route.useParams();
  const navigate = route.useNavigate();
  const group = useQuery(shareGroupQueries.one(cluster.id, groupId));
  const tabs = can(roles, P.ACL.READ) ? ['members', 'partitions', 'acls'] : ['members', 'partitions'];
  const active = tab && tabs.includes(tab) ? tab : 'members';
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteShareGroup(cluster.id);
  const back = { to: '/ui/$clusterId/group', params: { clusterId }, search: { type: 'share' } } as const;

  if (group.data === null && !remove.isSuccess) {
    return (
      <NotFoundState
        title={`Share group '${groupId}' not found on cluster '${clusterId}'`}
        text="It may have been deleted, or no share consumer has joined it yet."
        back={
          <RouterButton
            {...back}
            variant="default"
            leftSection={backIcon}
            mt="md"
            data-testid="not-found-back"
          >
            Back to the share groups
          </RouterButton>
        }
      />
    );
  }
  const data = group.data;
  return (
    <>
      <TitleBar title={`Share group: ${groupId}`}>
        {data ? <ShareGroupStateBadge state={data.state} /> : null}
      </TitleBar>
      <Group mb="md" gap="xs">
        {can(roles, P.CONSUMER_GROUP.UPDATE_OFFSET) ? (
          <RouterButton
            to="/ui/$clusterId/share-group/$groupId/reset"
            params={{ clusterId, groupId }}
            data-testid="share-reset-offsets"
          >
            Reset offsets
          </RouterButton>
        ) : null}
        {can(roles, P.CONSUMER_GROUP.DELETE) ? (
          <Button color="red" variant="light" onClick={() => setConfirm(true)} data-testid="share-delete">
            Delete group
          </Button>
        ) : null}
        {data ? (
          <Text size="sm" c="dimmed" data-testid="share-facts">
            Coordinator: node {data.coordinator.id} · Members: {data.members?.length ?? 0} · Lag:{' '}
            {shareGroupLag(data).toLocaleString()}
            {data.assignor ? ` · Assignor: ${data.assignor}` : ''}
          </Text>
        ) : group.isPending ? (
          <Text size="sm" c="dimmed" data-testid="share-reading">
            Reading the group…
          </Text>
        ) : null}
      </Group>
      {group.isError ? <SectionError title="Share group unavailable" error={group.error} /> : null}
      <TabStrip
        tabs={namedTabs(tabs)}
        active={active}
        onChange={(next) => navigate({ params: { clusterId, groupId, tab: next } })}
        testId="share-tabs"
      />
      {active === 'acls' ? <ShareGroupAclsTab clusterId={cluster.id} groupId={groupId} /> : null}
      {active === 'members' && data ? <ShareGroupMembersTab group={data} /> : null}
      {active === 'partitions' && data ? (
        <ShareGroupOffsetsTab
          clusterId={cluster.id}
          group={data}
          canDelete={can(roles, P.CONSUMER_GROUP.DELETE_OFFSET)}
        />
      ) : null}
      <ConfirmDialog
        opened={confirm}
        message={`Delete share group '${groupId}'?`}
        loading={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(groupId, { onSuccess: () => navigate(back), onSettled: () => setConfirm(false) })
        }
      />
    </>
  );
}
