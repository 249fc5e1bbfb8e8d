import type { Schema } from '@console/contract';
import { Alert, Code } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { prettySchema } from './schema-text.ts';

/** The expanded row of a schema: its text, or the registry's exception as a warning (spec §2.9). */
export function SchemaView({ schema }: { schema: Schema }) {
  if (schema.schema === undefined) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="schema-exception">
        {schema.exception ?? 'The registry did not return this schema.'}
      </Alert>
    );
  }
  return (
    <Code block data-testid="schema-text" style={{ maxHeight: 400, overflow: 'auto' }}>
      {prettySchema(schema.schema, schema.schemaType)}
    </Code>
  );
}
