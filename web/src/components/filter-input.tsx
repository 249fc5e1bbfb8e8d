import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * The box that narrows a table as the user types (a node's or topic's configs, a node's log dirs):
 * its label is also its placeholder. The caller goes back to the first page in `onChange`.
 */
export function FilterInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextInput
      placeholder={label}
      aria-label={label}
      leftSection={<IconSearch size={14} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={320}
      data-testid={testId}
    />
  );
}
