import { type AccessControl, can, encodePrincipal, P } from '@console/contract';
import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { SearchBar } from '../../components/search-bar.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { AclsForm } from './acls-form.tsx';
import { useCreateAcl } from './acls-mutations.ts';
import { aclQueries, NO_ACLS } from './acls-queries.ts';

const route = getRouteApi('/ui/$clusterId/acls');

const columns: DataColumn<AccessControl>[] = [
  { id: 'principal', header: 'Principal', accessor: (a) => a.principal, sortable: true },
  {
    id: 'count',
    header: 'ACLs',
    accessor: (a) => a.acls?.length ?? 0,
    cell: (a) => <Badge variant="light">{a.acls?.length ?? 0}</Badge>,
    sortable: true,
  },
];

/** `/ui/{clusterId}/acls` (spec §2.8): principals with ACLs, searched by principal. */
export function AclsListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const acls = useQuery(aclQueries.list(cluster.id, search));
  const [creating, setCreating] = useState(false);
  const toPrincipal = (principal: string, tab?: string) =>
    navigate({
      to: '/ui/$clusterId/acls/$principal/{-$tab}',
      params: { clusterId: cluster.id, principal: encodePrincipal(principal), tab },
    });
  const create = useCreateAcl(cluster.id);

  return (
    <>
      <TitleBar title="ACLS">
        {can(roles, P.ACL.CREATE) ? (
          <Button onClick={() => setCreating(true)} data-testid="acl-create">
            Create an ACL
          </Button>
        ) : null}
      </TitleBar>
      <Group mb="md">
        <SearchBar
          value={{ search }}
          onSubmit={(v) => navigate({ search: { search: v.search || undefined } })}
        />
      </Group>
      <DataTable<AccessControl>
        testId="acl-table"
        columns={columns}
        data={acls.data}
        loading={acls.isPending}
        emptyText={NO_ACLS}
        getRowId={(a) => a.principal}
        actions={{ details: (a) => toPrincipal(a.principal) }}
      />
      <AclsForm
        key={String(creating)}
        opened={creating}
        loading={create.isPending}
        onSubmit={(b) =>
          create.mutate(b, {
            onSuccess: () => {
              setCreating(false);
              void toPrincipal(b.principal, TAB_OF_TYPE[b.resourceType]);
            },
          })
        }
        onClose={() => setCreating(false)}
      />
    </>
  );
}

/** Which detail tab shows a resource type. */
export const TAB_OF_TYPE: Record<string, string> = {
  TOPIC: 'topics',
  GROUP: 'groups',
  CLUSTER: 'clusters',
  TRANSACTIONAL_ID: 'transactionalids',
};
