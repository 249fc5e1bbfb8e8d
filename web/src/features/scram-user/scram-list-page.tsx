import { can, P, type ScramMechanism, type ScramUser } from '@console/contract';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { SearchBar } from '../../components/search-bar.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { ScramForm } from './scram-form.tsx';
import { useChangeScramPassword, useCreateScramUser, useDeleteScramUser } from './scram-mutations.ts';
import { scramQueries } from './scram-queries.ts';

const route = getRouteApi('/ui/$clusterId/scram-user');

const columns: DataColumn<ScramUser>[] = [
  { id: 'name', header: 'User', accessor: (u) => u.name, sortable: true },
  {
    id: 'credentials',
    header: 'Mechanisms',
    accessor: (u) => u.credentials.map((c) => c.mechanism).join(', '),
    cell: (u) => (
      <Group gap="xs">
        {u.credentials.map((c) => (
          <Badge key={c.mechanism} variant="light" tt="none" data-testid="scram-credential">
            {c.mechanism} · {c.iterations.toLocaleString('en-US')} iterations
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** `/ui/{clusterId}/scram-user` (issue 16): SCRAM users, their mechanisms, passwords and deletion. */
export function ScramListPage() {
  const { cluster, roles } = useClusterContext();
  const { search = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const users = useQuery(scramQueries.list(cluster.id, search));
  const [form, setForm] = useState<{ user?: ScramUser } | undefined>();
  const [toDelete, setToDelete] = useState<{ user: ScramUser; mechanism: ScramMechanism | 'all' }>();
  const create = useCreateScramUser(cluster.id);
  const change = useChangeScramPassword(cluster.id);
  const remove = useDeleteScramUser(cluster.id);
  const editing = form?.user;
  const saving = editing ? change : create;

  return (
    <>
      <TitleBar title="Users">
        {can(roles, P.SCRAM_USER.CREATE) ? (
          <Button onClick={() => setForm({})} data-testid="scram-create">
            Create a user
          </Button>
        ) : null}
      </TitleBar>
      <Group my="md">
        <SearchBar
          value={{ search }}
          onSubmit={(v) => navigate({ search: { search: v.search || undefined } })}
        />
      </Group>
      <DataTable<ScramUser>
        testId="scram-table"
        columns={columns}
        data={users.data}
        loading={users.isPending}
        emptyText={search ? `No user matches '${search}'` : 'No SCRAM users on this cluster'}
        getRowId={(u) => u.name}
        actions={{
          ...(can(roles, P.SCRAM_USER.UPDATE) ? { edit: (u: ScramUser) => setForm({ user: u }) } : {}),
          ...(can(roles, P.SCRAM_USER.DELETE)
            ? { delete: (u: ScramUser) => setToDelete({ user: u, mechanism: 'all' }) }
            : {}),
        }}
      />
      <ScramForm
        key={form ? (editing?.name ?? 'new') : 'closed'}
        opened={form !== undefined}
        user={editing?.name}
        mechanism={editing?.credentials[0]?.mechanism}
        held={editing?.credentials.map((c) => c.mechanism)}
        loading={saving.isPending}
        onSubmit={(values) => {
          const done = { onSuccess: () => setForm(undefined) };
          if (editing) change.mutate({ user: editing.name, change: values }, done);
          else create.mutate(values, done);
        }}
        onClose={() => setForm(undefined)}
      />
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={toDelete ? <DeleteChoice target={toDelete} onChange={setToDelete} /> : ''}
        loading={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            {
              user: toDelete.user.name,
              ...(toDelete.mechanism === 'all' ? {} : { mechanism: toDelete.mechanism }),
            },
            { onSettled: () => setToDelete(undefined) },
          )
        }
      />
    </>
  );
}

type Target = { user: ScramUser; mechanism: ScramMechanism | 'all' };

/** With several mechanisms the user may delete one of them only; with one, the user goes. */
function DeleteChoice({ target, onChange }: { target: Target; onChange: (t: Target) => void }) {
  const { user, mechanism } = target;
  if (user.credentials.length < 2)
    return `Delete the user '${user.name}'? It can no longer log in with SCRAM.`;
  return (
    <Stack gap="sm" align="center">
      <Text>Delete from '{user.name}':</Text>
      <SegmentedControl
        data={[
          { value: 'all', label: 'The user' },
          ...user.credentials.map((c) => ({ value: c.mechanism, label: c.mechanism })),
        ]}
        value={mechanism}
        onChange={(v) => onChange({ user, mechanism: v as Target['mechanism'] })}
        data-testid="scram-delete-choice"
      />
    </Stack>
  );
}
