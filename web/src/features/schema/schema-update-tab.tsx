import type { CompatibilityResult } from '@console/contract';
import { Alert, Button, List, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClusterContext } from '../session/use-cluster.ts';
import { SchemaForm } from './schema-form.tsx';
import { useCheckCompatibility, useUpdateSchema } from './schema-mutations.ts';
import { schemaQueries } from './schema-queries.ts';
import { prettySchema } from './schema-text.ts';

function Verdict({ result }: { result: CompatibilityResult }) {
  return (
    <Alert
      color={result.compatible ? 'green' : 'red'}
      title={
        result.compatible ? 'Compatible with the latest version' : 'Not compatible with the latest version'
      }
      data-testid="compatibility-result"
      data-compatible={String(result.compatible)}
    >
      {result.messages ? (
        <List size="sm">
          {result.messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/**
 * Update tab (spec §2.9, §5): a new version of the subject, optionally with a new compatibility
 * level. Beyond the spec: 'Check compatibility' asks the registry before registering. A registry
 * that does not answer is said by the page; a form already shown stays, with what the user typed.
 */
export function SchemaUpdateTab({ subject }: { subject: string }) {
  const { cluster } = useClusterContext();
  const latest = useQuery(schemaQueries.latest(cluster.id, subject));
  const [verdict, setVerdict] = useState<CompatibilityResult | undefined>();
  const check = useCheckCompatibility(cluster.id, subject);
  const update = useUpdateSchema(cluster.id);

  if (!latest.data) return null;
  const s = latest.data;
  return (
    <Paper withBorder p="lg">
      {verdict ? <Verdict result={verdict} /> : null}
      <SchemaForm
        key={`${s.version}-${s.compatibilityLevel}`}
        subjectLocked
        defaultValues={{
          subject: s.subject,
          compatibilityLevel: s.compatibilityLevel ?? 'BACKWARD',
          schemaType: s.schemaType ?? 'AVRO',
          schemaData: prettySchema(s.schema, s.schemaType),
        }}
        submitLabel="Update"
        submitting={update.isPending}
        onSubmit={(payload) => update.mutate(payload, { onSuccess: () => setVerdict(undefined) })}
        onEdit={() => setVerdict(undefined)}
        extra={(current) => (
          <Button
            variant="default"
            loading={check.isPending}
            onClick={() => {
              const payload = current();
              if (payload) check.mutate(payload, { onSuccess: setVerdict });
            }}
            data-testid="schema-check"
          >
            Check compatibility
          </Button>
        )}
      />
    </Paper>
  );
}
