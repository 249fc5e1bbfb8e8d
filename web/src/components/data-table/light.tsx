import { ActionIcon, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

// The elements a table row is made of, as the plain DOM Mantine's components render (the same
// classes, data attributes and CSS variables, so the same look and the same CSS rules), without
// running the components: a row of the data tab had ~30 Mantine components, and resolving their
// props, styles and theme for 50 rows was most of the time from the records' arrival to their
// first paint (issue 17). Only the variants the tables use are here; anything else stays Mantine.
// A className or style given (e.g. by a Tooltip around one) is added to the element's own.

const cls = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
const TR = cls(Table.classes.tr, 'mantine-Table-tr');
const TD = cls(Table.classes.td, 'mantine-Table-td');
const BUTTON = cls('mantine-focus-auto', UnstyledButton.classes.root, 'mantine-UnstyledButton-root');
const ACTION = cls(
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const ACTION_ICON = cls(ActionIcon.classes.icon, 'mantine-ActionIcon-icon');
const GROUP = cls(Group.classes.root, 'mantine-Group-root');
const TEXT = cls('mantine-focus-auto', Text.classes.root, 'mantine-Text-root');
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** Table.Tr of a striped, hover-highlighted table with row borders (the DataTable's). */
export function RowTr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-with-row-border data-striped="odd" data-hover {...props} className={cls(TR, className)} />;
}

export function RowTd({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={cls(TD, className)} />;
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

/** Group with wrap="nowrap" and a gap in px. */
export function NowrapGroup({
  gap,
  justify = 'flex-start',
  children,
}: {
  gap: number;
  justify?: 'flex-start' | 'flex-end';
  children: ReactNode;
}) {
  const vars = {
    '--group-gap': rem(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': 'nowrap',
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
