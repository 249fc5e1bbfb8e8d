import { Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { SchemaForm } from './schema-form.tsx';
import { useCreateSchema } from './schema-mutations.ts';

/** `/ui/{clusterId}/schema/create` (spec §2.9, §5): defaults BACKWARD and AVRO; lands on the new subject. */
export function SchemaCreatePage() {
  const { cluster } = useClusterContext();
  const navigate = useNavigate();
  const create = useCreateSchema(cluster.id);

  return (
    <>
      <TitleBar title="Create a Subject" />
      <Paper withBorder p="lg">
        <SchemaForm
          defaultValues={{ subject: '', compatibilityLevel: 'BACKWARD', schemaType: 'AVRO', schemaData: '' }}
          submitLabel="Create"
          submitting={create.isPending}
          onSubmit={(payload) =>
            create.mutate(payload, {
              onSuccess: (schema) =>
                navigate({
                  to: '/ui/$clusterId/schema/details/$subject/{-$tab}',
                  params: { clusterId: cluster.id, subject: schema.subject, tab: 'versions' },
                }),
            })
          }
        />
      </Paper>
    </>
  );
}
