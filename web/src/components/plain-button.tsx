import { Button, UnstyledButton } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cls, rem } from './plain-layout.tsx';

// Mantine's Button of variant "default" as the plain DOM it renders (its classes, data attributes
// and CSS variables, so the same look from Mantine's own CSS), for what draws before a page's first
// row without running Mantine's Button: the title bar's session button and the data tab's looks of
// its toolbar and Download menu (topic-data/ghost-button.tsx). Compare the DOM with a real Button
// when changing it.

const ROOT = cls(
  Button.classes.root,
  'mantine-Button-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
// As Mantine orders them; `mantine-active` (the press effect) only when not disabled.
const ENABLED = cls('mantine-focus-auto mantine-active', ROOT);
const DISABLED = cls('mantine-focus-auto', ROOT);
const INNER = cls(Button.classes.inner, 'mantine-Button-inner');
const SECTION = cls(Button.classes.section, 'mantine-Button-section');
const LABEL = cls(Button.classes.label, 'mantine-Button-label');
const VARS = {
  '--button-bg': 'var(--mantine-color-default)',
  '--button-hover': 'var(--mantine-color-default-hover)',
  '--button-color': 'var(--mantine-color-default-color)',
  '--button-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
} as CSSProperties;
const XS_VARS = {
  '--button-height': 'var(--button-height-xs)',
  '--button-padding-x': 'var(--button-padding-x-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
  ...VARS,
} as CSSProperties;

export interface PlainButtonLook {
  label: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /** Size xs (Mantine's default, sm, otherwise). */
  xs?: boolean;
  /** Drawn disabled (no `mantine-active`); the element's own `disabled` is the caller's. */
  disabled?: boolean;
}

/**
 * The class, style, data attributes and inside of a default-variant Button, to spread on a
 * `<button>` or a link (`<Link {...plainButton(...)} />`).
 */
export function plainButton({ label, left, right, xs = false, disabled = false }: PlainButtonLook) {
  const data = {
    'data-variant': 'default',
    ...(xs ? { 'data-size': 'xs' } : {}),
    ...(left ? { 'data-with-left-section': true } : {}),
    ...(right ? { 'data-with-right-section': true } : {}),
    ...(disabled ? { 'data-disabled': true } : {}),
  };
  return {
    className: disabled ? DISABLED : ENABLED,
    style: xs ? XS_VARS : VARS,
    ...(data as object),
    children: (
      <span className={INNER}>
        {left ? (
          <span className={SECTION} data-position="left">
            {left}
          </span>
        ) : null}
        <span className={LABEL}>{label}</span>
        {right ? (
          <span className={SECTION} data-position="right">
            {right}
          </span>
        ) : null}
      </span>
    ),
  } satisfies ComponentProps<'button'>;
}
