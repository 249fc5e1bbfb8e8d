import { Button, Combobox, Group, Input, NumberInput, UnstyledButton } from '@mantine/core';
import { IconBinary, IconCalendar, IconChevronDown, IconDownload, IconFilter } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { cls, rem } from '../../components/data-table/light.tsx';

// The data tab's toolbar (and its Download button) as it first looks (no time, offset, filter or deserializer chosen), as the
// plain DOM its Mantine inputs render (the same classes, data attributes and CSS variables). It is
// shown, inert, until the tab's rows are painted (at most 1 s) and the real toolbar's code has
// loaded (it starts loading at the tab's first paint): the real toolbar (two Selects, two pickers,
// a number input and two popovers) then replaces it. Building those before the rows was ~20% of the
// main thread's work from a click on a topic to its records (issue 17). Tests and users act on the
// real toolbar.

const ROOT = cls(Input.classes.root, 'mantine-InputWrapper-root');
const LABEL = cls(Input.classes.label, 'mantine-InputWrapper-label');
const WRAPPER = cls(Input.classes.wrapper, 'mantine-Input-wrapper');
const INPUT = cls(Input.classes.input, 'mantine-Input-input');
const SECTION = cls(Input.classes.section, 'mantine-Input-section');
const SIZE_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;
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

function Field({
  label,
  width,
  value,
  placeholder,
  left,
  right,
  rootClass,
  labelStyle,
  rightVars,
}: {
  label: string;
  width: number;
  value: string;
  placeholder?: string;
  left?: ReactNode;
  right?: ReactNode;
  rootClass?: string;
  labelStyle?: CSSProperties;
  rightVars?: CSSProperties;
}) {
  return (
    <div className={cls(rootClass, ROOT)} data-size="sm" style={{ width: rem(width) }}>
      <span
        className={LABEL}
        data-size="sm"
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)', ...labelStyle } as CSSProperties}
      >
        {label}
      </span>
      <div
        className={WRAPPER}
        data-variant="default"
        data-size="sm"
        data-with-left-section={left ? true : undefined}
        data-with-right-section={right ? true : undefined}
        style={{ ...SIZE_VARS, ...rightVars }}
      >
        {left ? (
          <div data-position="left" className={SECTION}>
            {left}
          </div>
        ) : null}
        <input
          className={INPUT}
          data-variant="default"
          readOnly
          tabIndex={-1}
          value={value}
          placeholder={placeholder}
        />
        {right ? (
          <div data-position="right" className={SECTION}>
            {right}
          </div>
        ) : null}
      </div>
    </div>
  );
}

// Mantine's ComboboxChevron and NumberInput's chevron, as drawn.
const chevron = (
  <svg
    className={Combobox.classes.chevron}
    data-size="sm"
    data-combobox-chevron
    viewBox="0 0 15 15"
    fill="none"
    aria-hidden
    style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
  >
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);
const numberChevron = (up: boolean) => (
  <button
    className={cls(
      'mantine-focus-auto',
      NumberInput.classes.control,
      UnstyledButton.classes.root,
      'mantine-UnstyledButton-root',
    )}
    data-direction={up ? 'up' : 'down'}
    type="button"
    tabIndex={-1}
  >
    <svg
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        transform: up ? 'rotate(180deg)' : undefined,
      }}
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  </button>
);

const XS_VARS = {
  '--button-height': 'var(--button-height-xs)',
  '--button-padding-x': 'var(--button-padding-x-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
} as CSSProperties;
const SECTION_CLASS = cls(Button.classes.section, 'mantine-Button-section');

/** A default-variant Button (size sm, or xs), inert. */
function GhostButton({
  icon,
  label,
  right,
  xs,
  alone,
}: {
  icon: ReactNode;
  label: string;
  right?: ReactNode;
  xs?: boolean;
  /** Not inside the inert toolbar look: inert itself. */
  alone?: boolean;
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
      {...(alone ? { inert: true, 'aria-hidden': true } : {})}
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
export const DownloadGhost = () => (
  <GhostButton
    icon={<IconDownload size={14} />}
    right={<IconChevronDown size={14} />}
    label="Download"
    xs
    alone
  />
);

/** The toolbar's look with only a sort and a partition chosen (TopicDataToolbar's sizes and labels). */
export function ToolbarGhost({ sort, partition }: { sort: string; partition: string }) {
  const group = {
    '--group-gap': 'var(--mantine-spacing-xs)',
    '--group-align': 'flex-end',
    '--group-justify': 'flex-start',
    '--group-wrap': 'wrap',
  } as CSSProperties;
  const calendar = <IconCalendar size={16} />;
  return (
    <div className={cls(Group.classes.root, 'mantine-Group-root')} style={group} inert aria-hidden>
      <Field label="Sort" width={96} value={sort} right={chevron} />
      <Field label="Partition" width={84} value={partition} right={chevron} />
      <Field label="Timestamp" width={196} value="" placeholder="Earliest" left={calendar} />
      <Field label="End timestamp" width={196} value="" placeholder="Latest" left={calendar} />
      <Field
        label="Offsets per partition"
        width={150}
        value=""
        placeholder="First"
        rootClass={NumberInput.classes.root}
        labelStyle={{ whiteSpace: 'nowrap' }}
        rightVars={{ '--input-right-section-width': 'var(--ni-right-section-width-sm)' } as CSSProperties}
        right={
          <div
            className={NumberInput.classes.controls}
            style={{ '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties}
          >
            {numberChevron(true)}
            {numberChevron(false)}
          </div>
        }
      />
      <GhostButton icon={<IconFilter size={16} />} label="Search" />
      <GhostButton icon={<IconBinary size={16} />} label="Deserialize" />
    </div>
  );
}
