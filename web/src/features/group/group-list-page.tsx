import { type ConsumerGroup, can, type GroupSort, GroupType, P } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { BulkBar, DataTable } from '../../components/data-table/index.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { groupColumns } from './group-columns.tsx';
import { useBulkDeleteGroups, useDeleteGroup } from './group-mutations.ts';
import { groupQueries } from './group-queries.ts';

const route = getRouteApi('/ui/$clusterId/group');

/** `/ui/{clusterId}/group` (spec §2.7): one page of groups, searched and paged on the server. */
export function GroupListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '', page = 1, sort, order, type } = route.useSearch();
  const navigate = route.useNavigate();
  // Sorted on the server before paging; the header shows the URL's sort.
  const listSort = sort ? { sort, order: order ?? 'asc' } : undefined;
  const groups = useQuery(groupQueries.list(cluster.id, search, page, listSort, type));
  const columns = useMemo(() => groupColumns(cluster.id), [cluster.id]);
  const [toDelete, setToDelete] = useState<string>();
  const remove = useDeleteGroup(cluster.id);
  const [selected, setSelected] = useState<string[]>([]);
  const bulkDelete = useBulkDeleteGroups(cluster.id);
  const canDelete = can(roles, P.CONSUMER_GROUP.DELETE);
  // Each type has its own screen: share groups here, streams groups on the streams-group pages.
  const openGroup = (g: ConsumerGroup) => {
    const params = { clusterId: cluster.id, groupId: g.id, tab: undefined };
    if (g.type === 'share') return navigate({ to: '/ui/$clusterId/share-group/$groupId/{-$tab}', params });
    if (g.type === 'streams')
      return navigate({ to: '/ui/$clusterId/streams-group/$groupId/{-$tab}', params });
    return navigate({ to: '/ui/$clusterId/group/$groupId/{-$tab}', params });
  };

  return (
    <>
      <TitleBar title="Consumer Groups" />
      <SegmentedChoice
        style={{ marginTop: 'var(--mantine-spacing-sm)' }}
        value={type ?? 'all'}
        onChange={(next) =>
          navigate({
            search: (s) => ({ ...s, type: next === 'all' ? undefined : (next as GroupType), page: 1 }),
          })
        }
        data={[
          { value: 'all', label: 'All types' },
          ...GroupType.options.map((t) => ({
            value: t,
            label: t === 'consumer' ? 'Consumer (KIP-848)' : t[0]?.toUpperCase() + t.slice(1),
          })),
        ]}
        data-testid="group-type-filter"
      />
      <ListToolbar
        search={search}
        page={page}
        totalPages={groups.data?.page ?? 1}
        onChange={(next) => navigate({ search: (s) => ({ ...s, ...next }) })}
      />
      <BulkBar
        selected={selected}
        noun="groups"
        onClear={() => setSelected([])}
        actions={
          canDelete
            ? [
                {
                  id: 'delete',
                  label: 'Delete',
                  question: (n) =>
                    `Delete ${n === 1 ? 'this consumer group' : `these ${n} consumer groups`}?`,
                  run: (ids) => bulkDelete.mutateAsync(ids),
                },
              ]
            : []
        }
      />
      <DataTable<ConsumerGroup>
        testId="group-table"
        columns={columns}
        data={groups.data ? (groups.data.results ?? []) : undefined}
        loading={groups.isPending}
        sort={sort ? { id: sort, desc: order === 'desc' } : undefined}
        manualSorting
        onSortChange={(next) =>
          navigate({
            search: (s) => ({ ...s, sort: next.id as GroupSort, order: next.desc ? 'desc' : 'asc', page: 1 }),
          })
        }
        totalsLabel={`Page total (${groups.data?.results?.length ?? 0} of ${groups.data?.total ?? 0})`}
        {...(canDelete ? { selection: { selected, onChange: setSelected } } : {})}
        emptyText="No consumer group available"
        getRowId={(g) => g.id}
        actions={{
          details: (g) => openGroup(g),
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
