import { type ConsumerGroup, can, P } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { groupColumns } from './group-columns.tsx';
import { useDeleteGroup } from './group-mutations.ts';
import { groupQueries } from './group-queries.ts';

const route = getRouteApi('/ui/$clusterId/group');

/** `/ui/{clusterId}/group` (spec §2.7): one page of groups, searched and paged on the server. */
export function GroupListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const groups = useQuery(groupQueries.list(cluster.id, search, page));
  const columns = useMemo(() => groupColumns(cluster.id), [cluster.id]);
  const [toDelete, setToDelete] = useState<string>();
  const remove = useDeleteGroup(cluster.id);

  return (
    <>
      <TitleBar title="Consumer Groups" />
      <ListToolbar
        search={search}
        page={page}
        totalPages={groups.data?.page ?? 1}
        onChange={(next) => navigate({ search: (s) => ({ ...s, ...next }) })}
      />
      <DataTable<ConsumerGroup>
        testId="group-table"
        columns={columns}
        data={groups.data ? (groups.data.results ?? []) : undefined}
        loading={groups.isPending}
        emptyText="No consumer group available"
        getRowId={(g) => g.id}
        actions={{
          details: (g) =>
            navigate({
              to: '/ui/$clusterId/group/$groupId/{-$tab}',
              params: { clusterId: cluster.id, groupId: g.id, tab: undefined },
            }),
          ...(can(roles, P.CONSUMER_GROUP.DELETE) ? { delete: (g) => setToDelete(g.id) } : {}),
        }}
      />
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={`Delete consumer group '${toDelete}'?`}
        loading={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(undefined) })}
      />
    </>
  );
}
