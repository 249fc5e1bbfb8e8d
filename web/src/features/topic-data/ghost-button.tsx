import { Button, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { cls, rem } from '../../components/plain-layout.tsx';

// A default-variant Mantine Button as the plain DOM it renders, for the data tab's looks of its
// toolbar and Download menu (toolbar-ghost.tsx). A click on one is not lost: it calls `onPress`
// with the test id of the real control it stands for (early-press.tsx).

/** What a click on the look calls with the test id of the real control it stands for. */
export type Press = (control: string) => void;

const BUTTON = cls(
  'mantine-focus-auto mantine-active',
  Button.classes.root,
  'mantine-Button-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const BUTTON_VARS = {
  '--button-bg': 'var(--mantine-color-default)',
  '--button-hover': 'var(--mantine-color-default-hover)',
  '--button-color': 'var(--mantine-color-default-color)',
  '--button-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
} as CSSProperties;

const XS_VARS = {
  '--button-height': 'var(--button-height-xs)',
  '--button-padding-x': 'var(--button-padding-x-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
} as CSSProperties;
const SECTION_CLASS = cls(Button.classes.section, 'mantine-Button-section');

/** A default-variant Button (size sm, or xs), standing for the real control `control`. */
export function GhostButton({
  icon,
  label,
  right,
  xs,
  control,
  onPress,
}: {
  icon: ReactNode;
  label: string;
  right?: ReactNode;
  xs?: boolean;
  control: string;
  onPress?: Press | undefined;
}) {
  return (
    <button
      className={BUTTON}
      data-variant="default"
      data-size={xs ? 'xs' : undefined}
      data-with-left-section
      data-with-right-section={right ? true : undefined}
      type="button"
      tabIndex={-1}
      style={xs ? { ...XS_VARS, ...BUTTON_VARS } : BUTTON_VARS}
      onClick={() => onPress?.(control)}
    >
      <span className={cls(Button.classes.inner, 'mantine-Button-inner')}>
        <span className={SECTION_CLASS} data-position="left">
          {icon}
        </span>
        <span className={cls(Button.classes.label, 'mantine-Button-label')}>{label}</span>
        {right ? (
          <span className={SECTION_CLASS} data-position="right">
            {right}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** The data tab's Download menu button as it first looks (no row selected), until the menu replaces it. */
export const DownloadGhost = ({ onPress }: { onPress: Press }) => (
  // Hidden from assistive technology: the real button follows within a second.
  <span aria-hidden data-testid="data-download-ghost">
    <GhostButton
      icon={<IconDownload size={14} />}
      right={<IconChevronDown size={14} />}
      label="Download"
      xs
      control="data-download"
      onPress={onPress}
    />
  </span>
);
