import { ActionIcon, Badge, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

// The layout's first-paint pieces (title bar, sidebar) as the plain DOM Mantine's Group, Stack,
// Text, Divider, ActionIcon and Badge render: the same classes, data attributes and CSS
// variables, so the same look from Mantine's own CSS, without running the components (props,
// styles and theme resolved per element) before a page's first row (issue 17). Only the props the
// layout uses are here; compare the DOM with the components' when changing one.
// data-table/light.tsx does the same for table rows (with cls, rem and the class strings both use
// from here); the layout does not import it, since that would pull the table's and checkbox's
// Mantine code into the start chunk.

export const cls = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
const space = (value: Spacing) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`;

// data-table/light.tsx builds its rows with the same class strings.
export const GROUP = cls(Group.classes.root, 'mantine-Group-root');
const STACK = cls(Stack.classes.root, 'mantine-Stack-root');
export const TEXT = cls('mantine-focus-auto', Text.classes.root, 'mantine-Text-root');
const DIVIDER = cls(Divider.classes.root, 'mantine-Divider-root');
export const ACTION = cls(
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
export const ACTION_ICON = cls(ActionIcon.classes.icon, 'mantine-ActionIcon-icon');
export const BADGE = cls(Badge.classes.root, 'mantine-Badge-root');
export const BADGE_LABEL = cls(Badge.classes.label, 'mantine-Badge-label');

/** Group: gap, justify and wrap as Mantine's props (align center). */
export function PlainGroup({
  gap = 'md',
  justify = 'flex-start',
  wrap = 'wrap',
  style,
  ...props
}: ComponentProps<'div'> & {
  gap?: Spacing;
  justify?: 'flex-start' | 'center' | 'space-between';
  wrap?: 'wrap' | 'nowrap';
}) {
  const vars = {
    '--group-gap': space(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return <div {...props} className={GROUP} style={{ ...vars, ...style }} />;
}

/** Stack with a gap (align stretch, justify flex-start). */
export function PlainStack({ gap = 'md', style, ...props }: ComponentProps<'div'> & { gap?: Spacing }) {
  const vars = {
    '--stack-gap': space(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  } as CSSProperties;
  return <div {...props} className={STACK} style={{ ...vars, ...style }} />;
}

/** Text of a theme size (`dimmed`: Mantine's `c="dimmed"`). */
export function SizedText({
  size,
  dimmed,
  style,
  ...props
}: ComponentProps<'p'> & { size: 'xs' | 'sm' | 'md' | 'lg'; dimmed?: boolean }) {
  const vars = {
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
  } as CSSProperties;
  return <p {...props} data-size={size} className={TEXT} style={{ ...vars, ...style }} />;
}

/** A horizontal Divider. */
export function PlainDivider() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's Divider is this div; an <hr> would add the browser's own rule style
    <div className={DIVIDER} data-orientation="horizontal" role="separator" aria-orientation="horizontal" />
  );
}

/** ActionIcon, variant "subtle", gray, of the default or "lg" size. */
export function GrayActionIcon({
  size,
  children,
  style,
  ...props
}: ComponentProps<'button'> & { size?: 'lg'; children: ReactNode }) {
  const vars = {
    ...(size ? { '--ai-size': `var(--ai-size-${size})` } : {}),
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-gray-light-hover)',
    '--ai-color': 'var(--mantine-color-gray-light-color)',
    '--ai-bd': `${rem(1)} solid transparent`,
  } as CSSProperties;
  return (
    <button
      type="button"
      data-variant="subtle"
      data-size={size}
      {...props}
      className={ACTION}
      style={{ ...vars, ...style }}
    >
      <span className={ACTION_ICON}>{children}</span>
    </button>
  );
}

/** Badge, variant "light", of size "xs", in a theme color. */
export function XsLightBadge({ color, children }: { color: string; children: ReactNode }) {
  const vars = {
    '--badge-height': 'var(--badge-height-xs)',
    '--badge-padding-x': 'var(--badge-padding-x-xs)',
    '--badge-fz': 'var(--badge-fz-xs)',
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': `${rem(1)} solid transparent`,
  } as CSSProperties;
  return (
    <div className={BADGE} data-variant="light" data-size="xs" style={vars}>
      <span className={BADGE_LABEL}>{children}</span>
    </div>
  );
}
