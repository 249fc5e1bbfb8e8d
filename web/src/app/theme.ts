import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { storageKeys } from '../lib/storage.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});

/** Light/dark choice kept across reloads (Mantine writes `data-mantine-color-scheme` on <html>). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
