import { ComboboxChevron, Input, type SelectProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { cls, rem } from '../plain-layout.tsx';
import { loadFloatingParts, useFloatingParts } from './use-floating-parts.ts';

function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && item.value === value) return item.label;
  }
  return value ?? '';
}

const WRAPPER = cls(Input.classes.wrapper, 'mantine-Input-wrapper');
const SECTION = cls(Input.classes.section, 'mantine-Input-section');
const INPUT = cls(Input.classes.input, 'mantine-Input-input');
const CHEVRON = cls(ComboboxChevron.classes.chevron, 'mantine-ComboboxChevron-chevron');
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

const spacing = (value: SelectProps['mx']) =>
  typeof value === 'number'
    ? rem(value)
    : typeof value === 'string'
      ? `var(--mantine-spacing-${value})`
      : undefined;

/**
 * Mantine's Select, whose code loads after the first render. Until then a look-alike of the
 * closed select holds its place (same size and text; the plain DOM Mantine's Input renders, in its
 * classes), hidden from assistive technology and without the test id, so nothing acts on it before
 * the real one is there.
 */
export function LazySelect(props: SelectProps) {
  const parts = useFloatingParts();
  if (parts) return <parts.Select {...props} />;
  const { size, leftSection, leftSectionWidth, value, data, mx, mb, pl } = props;
  const vars = {
    '--input-height': `var(--input-height-${size ?? 'sm'})`,
    '--input-fz': `var(--mantine-font-size-${size ?? 'sm'})`,
    ...(leftSectionWidth !== undefined
      ? { '--input-left-section-width': rem(leftSectionWidth as number) }
      : {}),
    '--input-left-section-pointer-events': 'none',
    '--input-right-section-pointer-events': 'none',
  } as CSSProperties;
  return (
    <div
      aria-hidden
      onPointerEnter={() => void loadFloatingParts().catch(() => {})}
      style={{ marginInline: spacing(mx), marginBottom: spacing(mb), paddingLeft: spacing(pl) }}
    >
      <div
        className={WRAPPER}
        data-variant="default"
        data-size={size ?? 'sm'}
        data-with-right-section
        data-with-left-section={leftSection ? true : undefined}
        style={vars}
      >
        {leftSection ? (
          <div data-position="left" className={SECTION}>
            {leftSection}
          </div>
        ) : null}
        <div className={INPUT} data-variant="default">
          {labelOf(data, value)}
        </div>
        <div data-position="right" className={SECTION}>
          <svg
            aria-hidden
            className={CHEVRON}
            data-size={size}
            data-combobox-chevron
            viewBox="0 0 15 15"
            fill="none"
            style={
              size
                ? ({ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties)
                : undefined
            }
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}
