import type { Schema } from '@console/contract';
import { Alert, Code, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SchemaReferences } from './schema-references.tsx';
import { prettySchema } from './schema-text.ts';

/**
 * The expanded row of a schema: its references and text, or the registry's exception as a warning
 * (spec §2.9).
 */
export function SchemaView({ schema }: { schema: Schema }) {
  if (schema.schema === undefined) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="schema-exception">
        {schema.exception ?? 'The registry did not return this schema.'}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <SchemaReferences references={schema.references} />
      <Code block data-testid="schema-text" style={{ maxHeight: 400, overflow: 'auto' }}>
        {prettySchema(schema.schema, schema.schemaType)}
      </Code>
    </Stack>
  );
}
