import { type ConnectDefinition, ConnectSort, can, P } from '@console/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ListHead, sortedBy } from '../../components/list-head.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useLastPageClamp } from '../../lib/use-last-page-clamp.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { connectColumns } from './connect-columns.tsx';
import { useDeleteConnector } from './connect-mutations.ts';
import { connectQueries } from './connect-queries.ts';

const route = getRouteApi('/ui/$clusterId/connect/$connectId');

/** `/ui/{clusterId}/connect/{connectId}` (spec §2.10): connectors with state and tasks; search and page in the URL. */
export function ConnectListPage() {
  const { roles } = useClusterContext();
  const { clusterId, connectId } = route.useParams();
  const { search = '', page = 1, sort, desc = false } = route.useSearch();
  const navigate = route.useNavigate();
  const order = sort ? { id: sort, desc } : undefined;
  const list = useQuery({
    ...connectQueries.list(clusterId, connectId, search, page, order),
    placeholderData: keepPreviousData,
  });
  useLastPageClamp(page, list.data?.page);
  const [toDelete, setToDelete] = useState<ConnectDefinition | undefined>();
  const remove = useDeleteConnector(clusterId, connectId);

  return (
    <>
      <TitleBar title={`Connect: ${connectId}`}>
        {can(roles, P.CONNECTOR.CREATE) ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              navigate({ to: '/ui/$clusterId/connect/$connectId/create', params: { clusterId, connectId } })
            }
            data-testid="connect-create-button"
          >
            Create a definition
          </Button>
        ) : null}
      </TitleBar>
      <ListHead
        search={search}
        page={page}
        totalPages={list.data?.page ?? 1}
        onChange={(next) => navigate({ search: (s) => ({ ...s, ...next }) })}
        errorTitle={`Connect '${connectId}' cannot be read`}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
      <DataTable
        testId="connect-table"
        columns={connectColumns}
        data={list.isError ? [] : list.data?.results}
        loading={list.isPending}
        emptyText={list.isError ? 'No data available' : 'No connectors available'}
        getRowId={(d) => d.name}
        sort={order}
        manualSorting
        onSortChange={(next) => {
          const by = sortedBy(ConnectSort, next);
          if (by) navigate({ search: (s) => ({ ...s, ...by }) });
        }}
        actions={{
          details: (d) =>
            navigate({
              to: '/ui/$clusterId/connect/$connectId/definition/$name/{-$tab}',
              params: { clusterId, connectId, name: d.name, tab: undefined },
            }),
          ...(can(roles, P.CONNECTOR.DELETE) ? { delete: setToDelete } : {}),
        }}
      />
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={`Delete definition '${toDelete?.name ?? ''}'?`}
        loading={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.name, {
            // A failed delete closes the dialog and shows the list as it now is.
            onError: () => void list.refetch(),
            onSettled: () => setToDelete(undefined),
          })
        }
        onCancel={() => setToDelete(undefined)}
      />
    </>
  );
}
