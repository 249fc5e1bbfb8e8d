import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table/index.ts';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { nodeColumns } from './node-columns.tsx';
import { nodeQueries } from './node-queries.ts';
import { toNodeRows } from './node-rows.ts';

const route = getRouteApi('/ui/$clusterId/node');

/** `/ui/{clusterId}/node` (spec §2.6): the brokers, their controller flag and leader share. */
export function NodeListPage() {
  const { cluster } = useClusterContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const nodes = useQuery(nodeQueries.list(cluster.id));
  const partitions = useQuery(nodeQueries.partitions(cluster.id));
  const rows = useMemo(
    () => (nodes.data ? toNodeRows(nodes.data, partitions.data) : undefined),
    [nodes.data, partitions.data],
  );

  return (
    <>
      <TitleBar title="Nodes" />
      <DataTable
        testId="node-table"
        columns={nodeColumns}
        data={rows}
        loading={nodes.isPending}
        getRowId={(node) => String(node.id)}
        sort={search.sort ? { id: search.sort, desc: search.desc ?? false } : undefined}
        onSortChange={(sort) =>
          navigate({ search: { sort: sort.id, desc: sort.desc || undefined }, replace: true })
        }
        actions={{
          details: (node) =>
            navigate({
              to: '/ui/$clusterId/node/$nodeId/{-$tab}',
              params: { clusterId: cluster.id, nodeId: String(node.id), tab: undefined },
            }),
        }}
      />
    </>
  );
}
