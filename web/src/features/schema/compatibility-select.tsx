import { Compatibility } from '@console/contract';
import { Badge, Group, Select, Text } from '@mantine/core';

/**
 * A compatibility level shown, and changed in place when the user may: the select sends the new
 * level at once (the registry keeps no draft) and stays disabled while it is being saved.
 */
export function CompatibilitySelect(props: {
  label: string;
  value: Compatibility | undefined;
  editable: boolean;
  /** The level being saved, shown meanwhile so the select does not flip back to the old one. */
  saving: Compatibility | undefined;
  onChange: (level: Compatibility) => void;
  testId: string;
}) {
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.editable ? (
        <Select
          w={210}
          size="xs"
          aria-label={props.label}
          data={Compatibility.options}
          value={props.saving ?? props.value ?? null}
          placeholder="Reading…"
          allowDeselect={false}
          disabled={props.value === undefined || props.saving !== undefined}
          onChange={(next) => {
            const level = Compatibility.safeParse(next);
            if (level.success && level.data !== props.value) props.onChange(level.data);
          }}
          data-testid={props.testId}
        />
      ) : (
        <Badge variant="light" tt="none" data-testid={props.testId} data-value={props.value}>
          {props.value ?? 'Reading…'}
        </Badge>
      )}
    </Group>
  );
}
