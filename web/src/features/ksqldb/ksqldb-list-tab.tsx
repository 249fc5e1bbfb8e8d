import type { KsqlDbQuery } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { RETRY_WHILE_DOWN_MS } from '../../lib/retry-while-down.ts';
import { queryColumns, relationColumns } from './ksqldb-columns.tsx';
import { useStopQuery } from './ksqldb-mutations.ts';
import { ksqlQueries, type ListTab, type RelationTab } from './ksqldb-queries.ts';

const EMPTY: Record<ListTab, string> = {
  streams: 'No streams available',
  tables: 'No tables available',
  queries: 'No queries available',
};

/** What the frame needs of its list's query: its error, and a way to ask again. */
interface ListState {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

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
export function KsqlDbListTab(props: ListTabProps) {
  return props.tab === 'queries' ? <QueryList {...props} /> : <RelationList {...props} tab={props.tab} />;
}

function RelationList(props: ListTabProps & { tab: RelationTab }) {
  const { clusterId, ksqldbId, tab, search, page } = props;
  const list = useQuery(ksqlQueries.relations(clusterId, ksqldbId, tab, search, page));
  return (
    <ListFrame {...props} totalPages={list.data?.page} list={list}>
      <DataTable
        testId="ksqldb-table"
        columns={relationColumns(clusterId)}
        data={list.isError ? [] : list.data && (list.data.results ?? [])}
        loading={list.isPending}
        emptyText={EMPTY[tab]}
        getRowId={(r) => r.name}
      />
    </ListFrame>
  );
}

function QueryList(props: ListTabProps) {
  const { clusterId, ksqldbId, search, page, canExecute } = props;
  const list = useQuery({
    ...ksqlQueries.queries(clusterId, ksqldbId, search, page),
    // A stopped query lingers while the engine winds it down (Flink CANCELLING): look again until it is gone.
    // An engine that is down is asked again too, so the list comes back on its own.
    refetchInterval: (q) => {
      if (q.state.status === 'error') return RETRY_WHILE_DOWN_MS;
      return (q.state.data?.results ?? []).some((r) => TRANSITIONAL.test(r.state ?? '')) ? 2000 : false;
    },
  });
  const [toStop, setToStop] = useState<KsqlDbQuery>();
  const stop = useStopQuery(clusterId, ksqldbId);
  return (
    <ListFrame {...props} totalPages={list.data?.page} list={list}>
      <DataTable
        testId="ksqldb-table"
        columns={queryColumns(clusterId, canExecute ? setToStop : undefined)}
        data={list.isError ? [] : list.data && (list.data.results ?? [])}
        loading={list.isPending}
        emptyText={EMPTY.queries}
        getRowId={(q) => q.id}
      />
      <ConfirmDialog
        opened={toStop !== undefined}
        message={`Stop query '${toStop?.id}'?`}
        loading={stop.isPending}
        onCancel={() => setToStop(undefined)}
        onConfirm={() => toStop && stop.mutate(toStop, { onSettled: () => setToStop(undefined) })}
      />
    </ListFrame>
  );
}

/** Search and pages above the table, and the engine's error when it failed. */
function ListFrame({
  ksqldbId,
  search,
  page,
  totalPages,
  list,
  onSearch,
  children,
}: ListTabProps & { totalPages: number | undefined; list: ListState; children: ReactNode }) {
  return (
    <>
      <ListToolbar
        search={search}
        page={page}
        totalPages={totalPages ?? 1}
        onChange={(next) => onSearch({ search: next.search ?? '', page: next.page })}
      />
      {list.isError ? (
        <SectionError
          title={`Stream-SQL engine '${ksqldbId}' failed`}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {children}
    </>
  );
}
