import { can, P } from '@console/contract';
import { groupOps } from '@console/contract/api/group';
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
import { call } from '../../lib/api.ts';
import { orMissing } from '../../lib/missing.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { GroupAclsTab } from './group-acls-tab.tsx';
import { GroupLagChart } from './group-lag-chart.tsx';
import { GroupMembersTab } from './group-members-tab.tsx';
import { useDeleteGroup } from './group-mutations.ts';
import { groupKeys } from './group-queries.ts';
import { GroupStateBadge } from './group-state-badge.tsx';
import { GroupTopicsTab } from './group-topics-tab.tsx';

const route = getRouteApi('/ui/$clusterId/group/$groupId/{-$tab}');

/**
 * `/ui/{clusterId}/group/{groupId}/{tab}` (spec §2.7): tabs topics, members and acls (acls only with
 * ACL READ); buttons to the offset screens and a delete with confirmation.
 */
export function GroupDetailPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, groupId, tab } = route.useParams();
  const navigate = route.useNavigate();
  // A missing group is an answer (null), not a toast every 10 s: the page shows one not-found state.
  const group = useQuery({
    queryKey: [...groupKeys.one(cluster.id, groupId), 'or-missing'],
    queryFn: ({ signal }) =>
      orMissing(call(groupOps.get, { params: { cluster: cluster.id, groupId }, signal })),
    refetchInterval: (query) => (query.state.data === null ? false : 10_000),
  });
  const tabs = can(roles, P.ACL.READ) ? ['topics', 'members', 'acls'] : ['topics', 'members'];
  const active = tab && tabs.includes(tab) ? tab : 'topics';
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteGroup(cluster.id);
  const confirmDelete = () =>
    remove.mutate(groupId, {
      onSuccess: () => navigate({ to: '/ui/$clusterId/group', params: { clusterId }, search: {} }),
      onSettled: () => setConfirm(false),
    });

  // Once deleted here, the page leaves for the list: no not-found state in between.
  if (group.data === null && !remove.isSuccess) {
    return (
      <NotFoundState
        title={`Consumer group '${groupId}' not found on cluster '${clusterId}'`}
        text={`Consumer group '${groupId}' doesn't exist: it may have been deleted, or it never committed an offset.`}
        // The id group-2.7/groups-list.e2e.ts reads the message from (it was a section error).
        textTestId="section-error"
        back={
          <RouterButton
            to="/ui/$clusterId/group"
            params={{ clusterId }}
            variant="default"
            leftSection={backIcon}
            mt="md"
            data-testid="not-found-back"
          >
            Back to the consumer groups
          </RouterButton>
        }
      />
    );
  }
  return (
    <>
      <TitleBar title={`Consumer group: ${groupId}`}>
        {group.data ? <GroupStateBadge state={group.data.state} /> : null}
      </TitleBar>
      <Group mb="md" gap="xs">
        {can(roles, P.CONSUMER_GROUP.UPDATE_OFFSET) ? (
          <Button
            onClick={() =>
              navigate({ to: '/ui/$clusterId/group/$groupId/offsets', params: { clusterId, groupId } })
            }
            data-testid="group-update-offsets"
          >
            Update Offsets
          </Button>
        ) : null}
        {can(roles, P.CONSUMER_GROUP.DELETE_OFFSET) ? (
          <Button
            variant="default"
            onClick={() =>
              navigate({ to: '/ui/$clusterId/group/$groupId/offsetsdelete', params: { clusterId, groupId } })
            }
            data-testid="group-delete-offsets"
          >
            Delete Offsets
          </Button>
        ) : null}
        {can(roles, P.CONSUMER_GROUP.DELETE) ? (
          <Button color="red" variant="light" onClick={() => setConfirm(true)} data-testid="group-delete">
            Delete group
          </Button>
        ) : null}
        {group.data ? (
          <Text size="sm" c="dimmed" data-testid="group-coordinator">
            Coordinator: node {group.data.coordinator.id}
          </Text>
        ) : null}
      </Group>
      {group.isError ? <SectionError title="Consumer group unavailable" error={group.error} /> : null}
      {group.data ? <GroupLagChart clusterId={cluster.id} groupId={groupId} /> : null}
      <TabStrip
        tabs={namedTabs(tabs)}
        active={active}
        onChange={(next) => navigate({ params: { clusterId, groupId, tab: next } })}
        testId="group-tabs"
      />
      {active === 'acls' ? <GroupAclsTab clusterId={cluster.id} groupId={groupId} /> : null}
      {active !== 'acls' && group.data ? (
        active === 'members' ? (
          <GroupMembersTab group={group.data} />
        ) : (
          <GroupTopicsTab group={group.data} />
        )
      ) : null}
      <ConfirmDialog
        opened={confirm}
        message={`Delete consumer group '${groupId}'?`}
        loading={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
