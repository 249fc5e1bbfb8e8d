import { can, entityText, P, type Quota, QuotaEntityType } from '@console/contract';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { SearchBar } from '../../components/search-bar.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { quotaColumns, quotaId } from './quota-columns.tsx';
import { QuotaForm } from './quota-form.tsx';
import { useCreateQuota, useDeleteQuota, useUpdateQuota } from './quota-mutations.ts';
import { quotaQueries } from './quota-queries.ts';

const route = getRouteApi('/ui/$clusterId/quota');

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'user', label: 'Users' },
  { value: 'client-id', label: 'Client ids' },
  { value: 'ip', label: 'IPs' },
];

/** `/ui/{clusterId}/quota` (issue 16): client quotas by entity, with create, edit and delete. */
export function QuotaListPage() {
  const { cluster, roles } = useClusterContext();
  const { type, search = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const quotas = useQuery(quotaQueries.list(cluster.id, type, search));
  const [form, setForm] = useState<{ editing?: Quota } | undefined>();
  const [toDelete, setToDelete] = useState<Quota>();
  const create = useCreateQuota(cluster.id);
  const update = useUpdateQuota(cluster.id);
  const remove = useDeleteQuota(cluster.id);
  const saving = form?.editing ? update : create;

  return (
    <>
      <TitleBar title="Quotas">
        {can(roles, P.QUOTA.CREATE) ? (
          <Button onClick={() => setForm({})} data-testid="quota-create">
            Create a quota
          </Button>
        ) : null}
      </TitleBar>
      <Group my="md" wrap="nowrap">
        <SegmentedControl
          data={TYPES}
          value={type ?? 'all'}
          onChange={(next) =>
            navigate({ search: (s) => ({ ...s, type: QuotaEntityType.safeParse(next).data }) })
          }
          data-testid="quota-type"
        />
        <SearchBar
          value={{ search }}
          onSubmit={(v) => navigate({ search: (s) => ({ ...s, search: v.search || undefined }) })}
        />
      </Group>
      <DataTable<Quota>
        testId="quota-table"
        columns={quotaColumns}
        data={quotas.data}
        loading={quotas.isPending}
        emptyText={search || type ? 'No quota matches' : 'No client quotas on this cluster'}
        getRowId={quotaId}
        actions={{
          ...(can(roles, P.QUOTA.UPDATE) ? { edit: (q: Quota) => setForm({ editing: q }) } : {}),
          ...(can(roles, P.QUOTA.DELETE) ? { delete: setToDelete } : {}),
        }}
      />
      <QuotaForm
        key={form ? quotaId(form.editing ?? { entity: [], values: {} }) : 'closed'}
        opened={form !== undefined}
        editing={form?.editing}
        loading={saving.isPending}
        onSubmit={(change) => saving.mutate(change, { onSuccess: () => setForm(undefined) })}
        onClose={() => setForm(undefined)}
      />
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={toDelete ? `Delete every quota of ${entityText(toDelete.entity)}?` : ''}
        loading={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        // A failed delete closes the dialog too (spec §8).
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(undefined) })}
      />
    </>
  );
}
