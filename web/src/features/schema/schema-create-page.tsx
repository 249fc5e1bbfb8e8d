import { Paper } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { SchemaForm } from './schema-form.tsx';
import { type SchemaPayload, schemaCalls, schemaKeys } from './schema-queries.ts';

/** `/ui/{clusterId}/schema/create` (spec §2.9, §5): defaults BACKWARD and AVRO; back to the list. */
export function SchemaCreatePage() {
  const { cluster } = useClusterContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (payload: SchemaPayload) => schemaCalls.create(cluster.id, payload),
    onSuccess: async (schema) => {
      notifySuccess(`Schema '${schema.subject}' created`);
      await queryClient.invalidateQueries({ queryKey: schemaKeys.all(cluster.id) });
      await navigate({ to: '/ui/$clusterId/schema', params: { clusterId: cluster.id } });
    },
  });

  return (
    <>
      <TitleBar title="Create a Subject" />
      <Paper withBorder p="lg">
        <SchemaForm
          defaultValues={{ subject: '', compatibilityLevel: 'BACKWARD', schemaType: 'AVRO', schemaData: '' }}
          submitLabel="Create"
          submitting={create.isPending}
          onSubmit={(payload) => create.mutate(payload)}
        />
      </Paper>
    </>
  );
}
