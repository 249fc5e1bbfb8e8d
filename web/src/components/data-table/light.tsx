import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { theme } from '../../app/theme.ts';
import { ACTION, ACTION_ICON, BADGE, BADGE_LABEL, cls, GROUP, rem, TEXT } from '../plain-layout.tsx';

// The elements a table row is made of, as the plain DOM Mantine's components render (the same
// classes, data attributes and CSS variables, so the same look and the same CSS rules), without
// running the components: a row of the data tab had ~30 Mantine components, and resolving their
// props, styles and theme for 50 rows was most of the time from the records' arrival to their
// first paint (issue 17). Only the variants the tables use are here; anything else stays Mantine.
// A className or style given (e.g. by a Tooltip around one) is added to the element's own.

const TR = cls(Table.classes.tr, 'mantine-Table-tr');
const TD = cls(Table.classes.td, 'mantine-Table-td');
const TH = cls(Table.classes.th, 'mantine-Table-th');
const THEAD = cls(Table.classes.thead, 'mantine-Table-thead');
const TBODY = cls(Table.classes.tbody, 'mantine-Table-tbody');
const BUTTON = cls('mantine-focus-auto', UnstyledButton.classes.root, 'mantine-UnstyledButton-root');
// Checkbox.classes.root is InlineInput's (it spreads over the Checkbox module's, whose generated
// name no public export gives): the variables that module class defines for the default size and
// the filled variant are set here instead, so nothing depends on a generated class name.
const CHECKBOX_ROOT = cls(Checkbox.classes.root, 'mantine-Checkbox-root');
const CHECKBOX_BODY = cls(Checkbox.classes.body, 'mantine-Checkbox-body');
const CHECKBOX_INNER = cls(Checkbox.classes.inner, 'mantine-Checkbox-inner');
const CHECKBOX_INPUT = cls('mantine-focus-auto', Checkbox.classes.input, 'mantine-Checkbox-input');
const CHECKBOX_ICON = cls(Checkbox.classes.icon, 'mantine-Checkbox-icon');
const CHECKBOX_LABEL = cls(Checkbox.classes.labelWrapper, 'mantine-Checkbox-labelWrapper');
const CHECKBOX_VARS = {
  '--checkbox-size': 'calc(1.25rem * var(--mantine-scale))',
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-primary-color-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;

/** Table.Tr of a striped, hover-highlighted table with row borders (the DataTable's). */
export function RowTr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-with-row-border data-striped="odd" data-hover {...props} className={cls(TR, className)} />;
}

export function RowTd({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={cls(TD, className)} />;
}

/** Table.Th with Mantine's `w` (a number is px, as rem; a string as given, px as rem). */
export function HeadTh({ w, style, className, ...props }: ComponentProps<'th'> & { w?: number | string }) {
  const width = typeof w === 'number' ? rem(w) : w?.endsWith('px') ? rem(Number.parseFloat(w)) : w;
  return <th {...props} className={cls(TH, className)} style={width ? { width, ...style } : style} />;
}

export function PlainThead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead {...props} className={cls(THEAD, className)} />;
}

export function PlainTbody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody {...props} className={cls(TBODY, className)} />;
}

/** UnstyledButton. */
export function PlainButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" {...props} className={cls(BUTTON, className)} />;
}

/** ActionIcon with variant "subtle" (the table's row icons). */
export function SubtleActionIcon({
  color = 'gray',
  size,
  children,
  className,
  style,
  ...props
}: ComponentProps<'button'> & { color?: string; size?: 'sm'; children: ReactNode }) {
  const vars = {
    ...(size ? { '--ai-size': `var(--ai-size-${size})` } : {}),
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': `${rem(1)} solid transparent`,
  } as CSSProperties;
  return (
    <button
      type="button"
      data-variant="subtle"
      data-size={size}
      {...props}
      className={cls(ACTION, className)}
      style={{ ...vars, ...style }}
    >
      <span className={ACTION_ICON}>{children}</span>
    </button>
  );
}

/** Group with wrap="nowrap" (or, given `wrap`, Mantine's default "wrap") and a gap in px. */
export function NowrapGroup({
  gap,
  justify = 'flex-start',
  wrap = false,
  children,
}: {
  gap: number;
  justify?: 'flex-start' | 'flex-end';
  wrap?: boolean;
  children: ReactNode;
}) {
  const vars = {
    '--group-gap': rem(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap ? 'wrap' : 'nowrap',
  } as CSSProperties;
  return (
    <div className={GROUP} style={vars}>
      {children}
    </div>
  );
}

/** Text, optionally of a theme size. */
export function PlainText({
  size,
  className,
  style,
  ...props
}: ComponentProps<'p'> & { size?: 'xs' | 'sm' }) {
  const vars = size
    ? ({
        '--text-fz': `var(--mantine-font-size-${size})`,
        '--text-lh': `var(--mantine-line-height-${size})`,
      } as CSSProperties)
    : undefined;
  return <p data-size={size} {...props} className={cls(TEXT, className)} style={{ ...vars, ...style }} />;
}

/** Checkbox without a label (a row's selection box); the test id and aria-label go on the input. */
export function PlainCheckbox({
  checked,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { checked: boolean }) {
  return (
    <div
      className={CHECKBOX_ROOT}
      data-checked={checked || undefined}
      data-variant="filled"
      data-label-position="right"
      style={CHECKBOX_VARS}
    >
      <div className={CHECKBOX_BODY}>
        <div className={CHECKBOX_INNER} data-label-position="right">
          <input
            data-with-error-styles="true"
            {...props}
            checked={checked}
            type="checkbox"
            className={CHECKBOX_INPUT}
          />
          <svg viewBox="0 0 10 7" fill="none" aria-hidden="true" className={CHECKBOX_ICON}>
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={CHECKBOX_LABEL} />
      </div>
    </div>
  );
}

/** Badge, variant "light" or "outline", of the default or sm size, in a theme color (the primary one if none). */
export function PlainBadge({
  variant,
  color = theme.primaryColor,
  size,
  style,
  children,
  ...props
}: ComponentProps<'div'> & { variant: 'light' | 'outline'; color?: string; size?: 'sm' }) {
  const look =
    variant === 'light'
      ? {
          '--badge-bg': `var(--mantine-color-${color}-light)`,
          '--badge-color': `var(--mantine-color-${color}-light-color)`,
          '--badge-bd': `${rem(1)} solid transparent`,
        }
      : {
          '--badge-bg': 'transparent',
          '--badge-color': `var(--mantine-color-${color}-outline)`,
          '--badge-bd': `${rem(1)} solid var(--mantine-color-${color}-outline)`,
        };
  const sized = size
    ? {
        '--badge-height': `var(--badge-height-${size})`,
        '--badge-padding-x': `var(--badge-padding-x-${size})`,
        '--badge-fz': `var(--badge-fz-${size})`,
      }
    : {};
  return (
    <div
      className={BADGE}
      data-variant={variant}
      data-size={size}
      {...props}
      style={{ ...sized, ...look, ...style } as CSSProperties}
    >
      <span className={BADGE_LABEL}>{children}</span>
    </div>
  );
}
