import { Combobox, Group, Input, NumberInput, UnstyledButton } from '@mantine/core';
import { IconBinary, IconCalendar, IconFilter } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { cls, rem } from '../../components/plain-layout.tsx';
import type { Press } from './early-press.tsx';
import { GhostButton, reach } from './ghost-button.tsx';

// The data tab's toolbar as it first looks (no time, offset, filter or deserializer chosen), as the
// plain DOM its Mantine inputs render (the same classes, data attributes and CSS variables). It is
// shown until the tab's rows are painted (at most 1 s) and the real toolbar's code has loaded (it
// starts loading at the tab's first paint): the real toolbar (two Selects, two pickers, a number
// input and two popovers) then replaces it. Building those before the rows was ~20% of the main
// thread's work from a click on a topic to its records (issue 17). The look is not a picture: each
// field and button has the role and name of the real control (what the keyboard and a screen
// reader meet), and a click or the keyboard's focus on one brings the real toolbar at once and
// passes it on to the control it stands for (`onPress` with its test id, early-press.tsx). Tests
// act on the real toolbar. With something chosen the look is hidden and only holds the toolbar's
// room (`room`), so the rows do not move when the toolbar comes, however many lines it wraps to on
// a narrow screen.

const ROOT = cls(Input.classes.root, 'mantine-InputWrapper-root');
const LABEL = cls(Input.classes.label, 'mantine-InputWrapper-label');
const WRAPPER = cls(Input.classes.wrapper, 'mantine-Input-wrapper');
const INPUT = cls(Input.classes.input, 'mantine-Input-input');
const SECTION = cls(Input.classes.section, 'mantine-Input-section');
const SIZE_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;

/** The role and popup of the real control's input (Mantine's Select, the date picker, NumberInput). */
const KINDS = {
  select: { role: 'combobox', 'aria-haspopup': 'listbox', 'aria-expanded': false },
  picker: { 'aria-haspopup': 'dialog', 'aria-expanded': false },
  number: {},
} as const;

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
  kind,
  control,
  onPress,
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
  kind: keyof typeof KINDS;
  control: string;
  onPress?: Press | undefined;
}) {
  const id = useId();
  const { onPointerDown, onFocus, onClick } = reach(control, onPress);
  return (
    // The whole field takes a press (label, sections, chevrons too), as the real one takes focus;
    // the keyboard reaches the input, which has the real one's role and name.
    // biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the focusable control; the field around it only widens where a pointer may press.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard's focus on the input is passed on (reach).
    <div
      className={cls(rootClass, ROOT)}
      data-size="sm"
      style={{ width: rem(width) }}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <label
        className={LABEL}
        htmlFor={id}
        data-size="sm"
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)', ...labelStyle } as CSSProperties}
      >
        {label}
      </label>
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
          id={id}
          className={INPUT}
          data-variant="default"
          readOnly
          value={value}
          placeholder={placeholder}
          onFocus={onFocus}
          {...KINDS[kind]}
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
    aria-hidden
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

// The room of the Search button's count of active filters (Mantine's xs circle Badge).
const badgeRoom = <span style={{ display: 'inline-block', width: rem(16), height: rem(16) }} />;

/**
 * The toolbar's look with only a sort and a partition chosen (TopicDataToolbar's sizes and labels),
 * or with `room` its hidden room (the Search button holding its count of active filters).
 */
export function ToolbarGhost({
  sort,
  partition,
  onPress,
  room,
}: {
  sort: string;
  partition: string;
  onPress?: Press;
  room?: { filters: number };
}) {
  const group = {
    '--group-gap': 'var(--mantine-spacing-xs)',
    '--group-align': 'flex-end',
    '--group-justify': 'flex-start',
    '--group-wrap': 'wrap',
  } as CSSProperties;
  const calendar = <IconCalendar size={16} />;
  const time = (label: string, placeholder: string, control: string) => (
    <Field
      label={label}
      width={196}
      value=""
      placeholder={placeholder}
      left={calendar}
      kind="picker"
      control={control}
      onPress={onPress}
    />
  );
  return (
    // As a room it is not seen (visibility), nor met by the keyboard or a screen reader.
    <div
      className={cls(Group.classes.root, 'mantine-Group-root')}
      style={room ? { ...group, visibility: 'hidden' } : group}
      data-testid={room ? 'data-toolbar-room' : 'data-toolbar-ghost'}
    >
      <Field
        label="Sort"
        width={96}
        value={sort}
        right={chevron}
        kind="select"
        control="data-sort"
        onPress={onPress}
      />
      <Field
        label="Partition"
        width={84}
        value={partition}
        right={chevron}
        kind="select"
        control="data-partition"
        onPress={onPress}
      />
      {time('Timestamp', 'Earliest', 'data-timestamp')}
      {time('End timestamp', 'Latest', 'data-end-timestamp')}
      <Field
        label="Offsets per partition"
        width={150}
        value=""
        placeholder="First"
        rootClass={NumberInput.classes.root}
        labelStyle={{ whiteSpace: 'nowrap' }}
        rightVars={{ '--input-right-section-width': 'var(--ni-right-section-width-sm)' } as CSSProperties}
        kind="number"
        control="data-offset"
        onPress={onPress}
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
      <GhostButton
        icon={<IconFilter size={16} />}
        label="Search"
        right={room && room.filters > 0 ? badgeRoom : undefined}
        popup="dialog"
        control="data-search-toggle"
        onPress={onPress}
      />
      <GhostButton
        icon={<IconBinary size={16} />}
        label="Deserialize"
        popup="dialog"
        control="data-deserializers"
        onPress={onPress}
      />
    </div>
  );
}
