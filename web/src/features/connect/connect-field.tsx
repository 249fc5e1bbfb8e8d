import type { ConnectPluginDefinition } from '@console/contract';
import { Badge, Group, PasswordInput, Select, TextInput } from '@mantine/core';
import { isNumeric } from './connect-form-values.ts';

interface ConnectFieldProps {
  definition: ConnectPluginDefinition;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** First sentence of Connect's documentation: the rest is often a page long. */
function summary(documentation: string | undefined): string | undefined {
  if (!documentation) return undefined;
  const end = documentation.search(/\.\s/);
  return end > 0 ? documentation.slice(0, end + 1) : documentation;
}

/** One plugin config key as a form field, by its Connect type (spec §5). */
export function ConnectField({ definition: d, value, error, onChange, onBlur }: ConnectFieldProps) {
  const common = {
    label: (
      <Group gap={6} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
        {d.displayName ?? d.name}
        {d.importance === 'HIGH' ? (
          <Badge size="xs" variant="light" color="orange">
            high
          </Badge>
        ) : null}
      </Group>
    ),
    description: summary(d.documentation),
    withAsterisk: d.required && d.defaultValue === undefined,
    error,
    placeholder: d.defaultValue ?? d.name,
    title: d.documentation,
    onBlur,
    'data-testid': `connect-field-${d.name}`,
  };
  if (d.type === 'BOOLEAN') {
    return (
      <Select
        {...common}
        data={['true', 'false']}
        clearable
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
      />
    );
  }
  if (d.type === 'PASSWORD') {
    return <PasswordInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  return (
    <TextInput
      {...common}
      inputMode={isNumeric(d.type) ? 'decimal' : undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
