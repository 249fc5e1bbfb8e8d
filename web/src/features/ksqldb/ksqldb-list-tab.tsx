import type { KsqlDbQuery, KsqlDbStream } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { queryColumns, relationColumns } from './ksqldb-columns.tsx';
import { ksqlApi, ksqlKeys, ksqlQueries, type ListTab } from './ksqldb-queries.ts';

const EMPTY: Record<ListTab, string> = {
  streams: 'No streams available',
  tables: 'No tables available',
  queries: 'No queries available',
};

const TRANSITIONAL = /^(CANCELLING|FAILING|RESTARTING|INITIALIZING|CREATED|RECONCILING)$/;

export interface ListTabProps {
  clusterId: string;
  ksqldbId: string;
  tab: ListTab;
  search: string;
  page: number;
  canExecute: boolean;
  onSearch: (values: { search: string; page: number }) => void;
}

/** One list tab of an engine (spec §2.11): search and page in the URL, server-side paging. An engine
 * that is down shows its error here, inside its own section, and nowhere else in the layout. */
export function KsqlDbListTab({
  clusterId,
  ksqldbId,
  tab,
  search,
  page,
  canExecute,
  onSearch,
}: ListTabProps) {
  const list = useQuery({
    ...ksqlQueries.list(clusterId, ksqldbId, tab, search, page),
    // A stopped query lingers while the engine winds it down (Flink CANCELLING): look again until it is gone.
    refetchInterval: (q) =>
      (q.state.data?.results ?? []).some((r) => 'state' in r && TRANSITIONAL.test(String(r.state)))
        ? 2000
        : false,
  });
  const client = useQueryClient();
  const [toStop, setToStop] = useState<KsqlDbQuery>();
  const stop = useMutation({
    mutationFn: (q: KsqlDbQuery) => ksqlApi.terminate(clusterId, ksqldbId, q.id),
    onSuccess: (_, q) => notifySuccess(`Query '${q.id}' is stopped`),
    onSettled: () => {
      setToStop(undefined);
      return client.invalidateQueries({ queryKey: ksqlKeys.engine(clusterId, ksqldbId) });
    },
  });
  const results = list.data ? (list.data.results ?? []) : undefined;

  return (
    <>
      <ListToolbar
        search={search}
        page={page}
        totalPages={list.data?.page ?? 1}
        onChange={(next) => onSearch({ search: next.search ?? '', page: next.page })}
      />
      {list.isError ? (
        <SectionError title={`Stream-SQL engine '${ksqldbId}' failed`} error={list.error} />
      ) : null}
      {tab === 'queries' ? (
        <DataTable<KsqlDbQuery>
          testId="ksqldb-table"
          columns={queryColumns(clusterId, canExecute ? setToStop : undefined)}
          data={list.isError ? [] : (results as KsqlDbQuery[] | undefined)}
          loading={list.isPending}
          emptyText={EMPTY.queries}
          getRowId={(q) => q.id}
        />
      ) : (
        <DataTable<KsqlDbStream>
          testId="ksqldb-table"
          columns={relationColumns(clusterId)}
          data={list.isError ? [] : (results as KsqlDbStream[] | undefined)}
          loading={list.isPending}
          emptyText={EMPTY[tab]}
          getRowId={(r) => r.name}
        />
      )}
      <ConfirmDialog
        opened={toStop !== undefined}
        message={`Stop query '${toStop?.id}'?`}
        loading={stop.isPending}
        onCancel={() => setToStop(undefined)}
        onConfirm={() => toStop && stop.mutate(toStop)}
      />
    </>
  );
}
