import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { storageKeys } from '../lib/storage.ts';
import { highlightOnKeyboardOpen } from './combobox-keyboard.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Mantine 9 keeps every closed Select's dropdown in the page (hidden), and positions it when
    // it mounts: a style and layout of the whole new page forced before its first paint, once per
    // Select (issue 17). Closed, it is not there; it comes when opened, as in Mantine 7. Opened
    // with ArrowDown/ArrowUp, it highlights an option once the options are there. A plain object,
    // not `Combobox.extend` (the same object, typed): importing Combobox here put it and
    // floating-ui in the start chunk, which the layout otherwise loads lazily (components/lazy).
    Combobox: { defaultProps: { keepMounted: false, onOpen: highlightOnKeyboardOpen } },
  },
});

/** Light/dark choice kept across reloads (Mantine writes `data-mantine-color-scheme` on <html>). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
