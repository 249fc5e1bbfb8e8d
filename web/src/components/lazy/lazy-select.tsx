import { Box, ComboboxChevron, Input, type SelectProps } from '@mantine/core';
import { loadFloatingParts, useFloatingParts } from './use-floating-parts.ts';

function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && item.value === value) return item.label;
  }
  return value ?? '';
}

/**
 * Mantine's Select, whose code loads after the first render. Until then a look-alike of the
 * closed select holds its place (same size and text), hidden from assistive technology and
 * without the test id, so nothing acts on it before the real one is there.
 */
export function LazySelect(props: SelectProps) {
  const parts = useFloatingParts();
  if (parts) return <parts.Select {...props} />;
  const { size, leftSection, leftSectionWidth, value, data, mx, mb, pl } = props;
  return (
    <Box mx={mx} mb={mb} pl={pl} aria-hidden onPointerEnter={() => void loadFloatingParts()}>
      <Input
        component="div"
        size={size}
        leftSection={leftSection}
        leftSectionWidth={leftSectionWidth}
        rightSection={<ComboboxChevron size={size} />}
        rightSectionPointerEvents="none"
      >
        {labelOf(data, value)}
      </Input>
    </Box>
  );
}
