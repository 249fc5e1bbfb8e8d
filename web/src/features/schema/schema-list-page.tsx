import { can, P, type Schema, SchemaSort } from '@console/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ListHead, sortedBy } from '../../components/list-head.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useLastPageClamp } from '../../lib/use-last-page-clamp.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { CompatibilitySelect } from './compatibility-select.tsx';
import { schemaColumns } from './schema-columns.tsx';
import { useDeleteSchema, useUpdateGlobalCompatibility } from './schema-mutations.ts';
import { schemaQueries } from './schema-queries.ts';
import { SchemaView } from './schema-view.tsx';

const route = getRouteApi('/ui/$clusterId/schema');

/**
 * `/ui/{clusterId}/schema` (spec §2.9): subjects with their latest version, search and page in the
 * URL (a search pushes a history entry, so Back shows the previous list again), expandable rows,
 * Details and Delete.
 */
export function SchemaListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '', page = 1, sort, desc = false } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const order = sort ? { id: sort, desc } : undefined;
  const list = useQuery({
    ...schemaQueries.list(cluster.id, search, page, order),
    placeholderData: keepPreviousData,
  });
  useLastPageClamp(page, list.data?.page);
  const [toDelete, setToDelete] = useState<Schema | undefined>();
  const remove = useDeleteSchema(cluster.id);
  const global = useQuery(schemaQueries.globalConfig(cluster.id));
  const setGlobal = useUpdateGlobalCompatibility(cluster.id);

  return (
    <>
      <TitleBar title="Schema Registry">
        {global.isError ? null : (
          <CompatibilitySelect
            label="Global compatibility"
            value={global.data?.compatibilityLevel}
            editable={can(roles, P.SCHEMA.UPDATE)}
            saving={setGlobal.isPending ? setGlobal.variables : undefined}
            onChange={(level) =>
              setGlobal.mutate(level, {
                // The answer is the level now held: shown at once, before the refetch.
                onSuccess: (config) =>
                  queryClient.setQueryData(schemaQueries.globalConfig(cluster.id).queryKey, config),
              })
            }
            testId="schema-global-compatibility"
          />
        )}
        {can(roles, P.SCHEMA.CREATE) ? (
          <Button
            onClick={() =>
              navigate({ to: '/ui/$clusterId/schema/create', params: { clusterId: cluster.id } })
            }
            leftSection={<IconPlus size={16} />}
            data-testid="schema-create-button"
          >
            Create a Subject
          </Button>
        ) : null}
      </TitleBar>
      <ListHead
        search={search}
        page={page}
        totalPages={list.data?.page ?? 1}
        onChange={(next) => navigate({ search: (s) => ({ ...s, ...next }) })}
        errorTitle="The schema registry cannot be read"
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => {
          void list.refetch();
          void global.refetch();
        }}
      />
      <DataTable
        testId="schema-table"
        columns={schemaColumns}
        data={list.isError ? [] : list.data?.results}
        loading={list.isPending}
        emptyText={list.isError ? 'No data available' : 'No schemas available'}
        getRowId={(s) => s.subject}
        sort={order}
        manualSorting
        onSortChange={(next) => {
          const by = sortedBy(SchemaSort, next);
          if (by) navigate({ search: (s) => ({ ...s, ...by }) });
        }}
        renderExpanded={(s) => <SchemaView schema={s} />}
        actions={{
          details: (s) =>
            navigate({
              to: '/ui/$clusterId/schema/details/$subject/{-$tab}',
              params: { clusterId: cluster.id, subject: s.subject, tab: undefined },
            }),
          ...(can(roles, P.SCHEMA.DELETE) ? { delete: setToDelete } : {}),
        }}
      />
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={`Delete SchemaRegistry ${toDelete?.subject ?? ''}?`}
        loading={remove.isPending}
        // A failed delete closes the dialog too (spec §8).
        onConfirm={() =>
          toDelete && remove.mutate(toDelete.subject, { onSettled: () => setToDelete(undefined) })
        }
        onCancel={() => setToDelete(undefined)}
      />
    </>
  );
}
