import { can, P, type Schema } from '@console/contract';
import { Badge, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { DataColumn } from '../../components/data-table/index.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { SchemaDiff } from './schema-diff.tsx';
import { useDeleteSchemaVersion } from './schema-mutations.ts';
import { schemaQueries } from './schema-queries.ts';
import { SchemaView } from './schema-view.tsx';

const columns: DataColumn<Schema>[] = [
  {
    id: 'version',
    header: 'Version',
    accessor: (s) => s.version,
    cell: (s) => (
      <Badge variant="light" tt="none">
        {s.version}
      </Badge>
    ),
    width: 100,
  },
  { id: 'id', header: 'Id', accessor: (s) => s.id, width: 80 },
  { id: 'schemaType', header: 'Type', accessor: (s) => s.schemaType ?? '' },
];

/**
 * Versions tab (spec §2.9): every version newest first, delete one (DELETE_VERSION), diff two. A
 * registry that does not answer is said by the page above; no stale versions are shown meanwhile.
 */
export function SchemaVersionsTab({ subject }: { subject: string }) {
  const { cluster, roles } = useClusterContext();
  const versions = useQuery(schemaQueries.versions(cluster.id, subject));
  const newestFirst = useMemo(() => versions.data && [...versions.data].reverse(), [versions.data]);
  const [toDelete, setToDelete] = useState<Schema | undefined>();
  const remove = useDeleteSchemaVersion(cluster.id, subject);

  return (
    <Stack>
      <DataTable
        testId="schema-versions-table"
        columns={columns}
        data={versions.isError ? [] : newestFirst}
        loading={versions.isPending}
        getRowId={(s) => String(s.version)}
        renderExpanded={(s) => <SchemaView schema={s} />}
        actions={can(roles, P.SCHEMA.DELETE_VERSION) ? { delete: setToDelete } : {}}
      />
      {versions.data && versions.data.length > 0 && !versions.isError ? (
        <SchemaDiff versions={versions.data} />
      ) : null}
      <ConfirmDialog
        opened={toDelete !== undefined}
        message={`Delete version ${toDelete?.version ?? ''} of SchemaRegistry ${subject}?`}
        loading={remove.isPending}
        // A failed delete closes the dialog too (spec §8).
        onConfirm={() =>
          toDelete && remove.mutate(toDelete.version, { onSettled: () => setToDelete(undefined) })
        }
        onCancel={() => setToDelete(undefined)}
      />
    </Stack>
  );
}
