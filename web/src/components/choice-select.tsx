import { Select, type SelectProps } from '@mantine/core';

/**
 * Select with the product's blank item (spec §2.2 item 8): nothing chosen reads 'Choose item...',
 * and choosing the current item again (or the clear button) goes back to blank.
 */
export function ChoiceSelect(props: SelectProps) {
  return (
    <Select
      placeholder="Choose item..."
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
