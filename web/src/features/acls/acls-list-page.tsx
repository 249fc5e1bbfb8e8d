import { type AccessControl, can, encodePrincipal, P } from '@console/contract';
import { Badge, Button, Group, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { SearchBar } from '../../components/search-bar.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { AclBindingsTable } from './acl-bindings-table.tsx';
import { AclTemplateDialog } from './acl-template-dialog.tsx';
import { AclsForm } from './acls-form.tsx';
import { useCreateAcls } from './acls-mutations.ts';
import { aclQueries, NO_ACLS, noMatch } from './acls-queries.ts';

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

/**
 * `/ui/{clusterId}/acls` (spec §2.8): principals with ACLs, searched by principal; beyond the spec,
 * a flat view of every binding with filters, and ACLs created from a template.
 */
export function AclsListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '', view = 'principals', filter, type, permission } = route.useSearch();
  const navigate = route.useNavigate();
  const acls = useQuery(aclQueries.list(cluster.id, view === 'bindings' ? '' : search));
  const [creating, setCreating] = useState(false);
  const [templating, setTemplating] = useState(false);
  const toPrincipal = (principal: string, tab?: string) =>
    navigate({
      to: '/ui/$clusterId/acls/$principal/{-$tab}',
      params: { clusterId: cluster.id, principal: encodePrincipal(principal), tab },
    });
  const create = useCreateAcls(cluster.id);
  const created = (bindings: { principal: string; resourceType: string }[]) => () => {
    setCreating(false);
    setTemplating(false);
    const first = bindings[0];
    if (first) void toPrincipal(first.principal, TAB_OF_TYPE[first.resourceType]);
  };

  return (
    <>
      <TitleBar title="ACLS">
        {can(roles, P.ACL.CREATE) ? (
          <>
            <Button variant="default" onClick={() => setTemplating(true)} data-testid="acl-template">
              From a template
            </Button>
            <Button onClick={() => setCreating(true)} data-testid="acl-create">
              Create an ACL
            </Button>
          </>
        ) : null}
      </TitleBar>
      <Tabs
        value={view}
        // Each view is a history entry: Back returns to the other one.
        onChange={(next) => navigate({ search: { view: next === 'bindings' ? 'bindings' : undefined } })}
        data-testid="acl-views"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="principals" data-testid="view-principals">
            By principal
          </Tabs.Tab>
          <Tabs.Tab value="bindings" data-testid="view-bindings">
            All bindings
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'bindings' ? (
        <AclBindingsTable
          acls={acls.data}
          loading={acls.isPending}
          filters={{ filter, type, permission }}
          onFilters={(next) => navigate({ search: { view: 'bindings', ...next }, replace: true })}
          onOpen={(b) => toPrincipal(b.principal, TAB_OF_TYPE[b.resource.resourceType])}
        />
      ) : (
        <>
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
            emptyText={search ? noMatch(search) : NO_ACLS}
            getRowId={(a) => a.principal}
            actions={{ details: (a) => toPrincipal(a.principal) }}
          />
        </>
      )}
      <AclsForm
        key={String(creating)}
        opened={creating}
        loading={create.isPending}
        onSubmit={(bindings) => create.mutate(bindings, { onSuccess: created(bindings) })}
        onClose={() => setCreating(false)}
      />
      <AclTemplateDialog
        key={`template-${templating}`}
        opened={templating}
        loading={create.isPending}
        onSubmit={(bindings) => create.mutate(bindings, { onSuccess: created(bindings) })}
        onClose={() => setTemplating(false)}
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
