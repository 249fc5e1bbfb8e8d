import { type AclEntry, can, decodePrincipal, P } from '@console/contract';
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { TabStrip } from '../../components/tab-strip.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { AclsForm } from './acls-form.tsx';
import { TAB_OF_TYPE } from './acls-list-page.tsx';
import { useCreateAcls, useDeleteAcl } from './acls-mutations.ts';
import { PrincipalQuotas } from './acls-principal-quotas.tsx';
import { aclQueries, noneOfType } from './acls-queries.ts';

const route = getRouteApi('/ui/$clusterId/acls/$principal/{-$tab}');

const TABS = [
  { tab: 'topics', type: 'TOPIC', label: 'Topics', name: 'Topic' },
  { tab: 'groups', type: 'GROUP', label: 'Groups', name: 'Group' },
  { tab: 'clusters', type: 'CLUSTER', label: 'Clusters', name: 'Cluster' },
  { tab: 'transactionalids', type: 'TRANSACTIONAL_ID', label: 'Transactional ids', name: 'Transactional id' },
] as const;

const columnsFor = (name: string): DataColumn<AclEntry>[] => [
  { id: 'name', header: name, accessor: (e) => e.resource.name, sortable: true },
  { id: 'patternType', header: 'Pattern type', accessor: (e) => e.resource.patternType },
  { id: 'host', header: 'Host', accessor: (e) => e.host },
  {
    id: 'operation',
    header: 'Permission',
    accessor: (e) => e.operation.operation,
    cell: (e) => (
      <Badge color={e.operation.permissionType === 'ALLOW' ? 'green' : 'red'} data-testid="acl-permission">
        {e.operation.operation} · {e.operation.permissionType}
      </Badge>
    ),
  },
];

const idOf = (e: AclEntry) =>
  [
    e.resource.resourceType,
    e.resource.name,
    e.resource.patternType,
    e.host,
    e.operation.operation,
    e.operation.permissionType,
  ].join('|');

/** `/ui/{clusterId}/acls/{principalEncoded}/{tab}` (spec §2.8): one principal's ACLs per resource type. */
export function AclsDetailPage() {
  const { cluster, roles } = useClusterContext();
  const { clusterId, principal: encoded, tab } = route.useParams();
  const navigate = route.useNavigate();
  const principal = decodePrincipal(encoded);
  const active = TABS.find((t) => t.tab === tab) ?? TABS[0];
  const acls = useQuery(aclQueries.principal(cluster.id, encoded, active.type));
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<AclEntry>();
  const create = useCreateAcls(cluster.id);
  const remove = useDeleteAcl(cluster.id, principal);

  return (
    <>
      <TitleBar title={principal}>
        {can(roles, P.ACL.CREATE) ? (
          <Button onClick={() => setCreating(true)} data-testid="acl-create">
            Create an ACL
          </Button>
        ) : null}
      </TitleBar>
      {/* A history entry per tab: Back goes to the previous tab. */}
      <TabStrip
        tabs={TABS.map((t) => ({ value: t.tab, label: t.label }))}
        active={active.tab}
        onChange={(next) => navigate({ params: { clusterId, principal: encoded, tab: next } })}
        testId="acl-tabs"
      />
      <DataTable<AclEntry>
        testId="acl-entries"
        columns={columnsFor(active.name)}
        data={acls.data ? (acls.data.acls ?? []) : undefined}
        loading={acls.isPending}
        emptyText={noneOfType(principal, active.name)}
        getRowId={idOf}
        actions={can(roles, P.ACL.DELETE) ? { delete: setToDelete } : {}}
      />
      {principal.startsWith('User:') && can(roles, P.QUOTA.READ) ? (
        <PrincipalQuotas cluster={cluster.id} principal={principal} />
      ) : null}
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={
          toDelete
            ? `Delete the ACL ${toDelete.operation.permissionType} ${toDelete.operation.operation} on ${toDelete.resource.resourceType.toLowerCase()} '${toDelete.resource.name}' (${toDelete.resource.patternType}) for ${principal}?`
            : ''
        }
        loading={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        // A failed delete closes the dialog too (spec §8).
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(undefined) })}
      />
      <AclsForm
        key={String(creating)}
        opened={creating}
        initialPrincipal={principal}
        loading={create.isPending}
        onSubmit={(bindings) =>
          create.mutate(bindings, {
            onSuccess: () => {
              setCreating(false);
              const type = bindings[0]?.resourceType ?? 'TOPIC';
              void navigate({ params: { clusterId, principal: encoded, tab: TAB_OF_TYPE[type] } });
            },
          })
        }
        onClose={() => setCreating(false)}
      />
    </>
  );
}
