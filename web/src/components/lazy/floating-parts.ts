// Loaded on demand (components/lazy/*.tsx): Mantine's Tooltip and Select pull in floating-ui,
// Popover, Combobox and FocusTrap, about 12 KB gzipped the first screen does not need (issue 17).
export { Select, Tooltip } from '@mantine/core';
