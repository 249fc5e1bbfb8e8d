import { type ConfigEntry, type ConfigForm, configDisplayKind, humanizeConfigValue } from '@console/contract';
import { Input, InputWrapper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { NowrapGroup, PlainBadge } from '../data-table/light.tsx';
import { cls, rem } from '../plain-layout.tsx';
import { plainDescription } from './config-values.ts';

// The config table's cells as the plain DOM Mantine renders for them (see data-table/light.tsx):
// a broker's page of 50 configs had a TextInput, a form Controller, two Texts in a Stack and up to
// three Badges per row, most of the time from its answer to its first paint (issue 17). A value is
// a plain input registered with the form (react-hook-form reads and resets it through its ref).

const STACK = cls(Stack.classes.root, 'mantine-Stack-root');
const TEXT = cls('mantine-focus-auto', Text.classes.root, 'mantine-Text-root');
const INPUT_ROOT = cls(InputWrapper.classes.root, 'mantine-InputWrapper-root mantine-TextInput-root');
const INPUT_WRAPPER = cls(Input.classes.wrapper, 'mantine-Input-wrapper mantine-TextInput-wrapper');
const INPUT = cls(Input.classes.input, 'mantine-Input-input mantine-TextInput-input');
const INPUT_SECTION = cls(Input.classes.section, 'mantine-Input-section mantine-TextInput-section');

const stack = (gap: number, extra?: CSSProperties) =>
  ({
    '--stack-gap': rem(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
    ...extra,
  }) as CSSProperties;
const text = (size: 'xs' | 'sm', extra?: CSSProperties) =>
  ({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    ...extra,
  }) as CSSProperties;
const NAME_STACK = stack(2, { maxWidth: rem(520) });
const VALUE_STACK = stack(2);
const NAME = text('sm', { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 });
const DESCRIPTION = text('xs', {
  '--text-line-clamp': 3,
  color: 'var(--mantine-color-dimmed)',
} as CSSProperties);
const HINT = text('xs', { color: 'var(--mantine-color-dimmed)' });
const INPUT_VARS = {
  '--input-height': 'var(--input-height-xs)',
  '--input-fz': 'var(--mantine-font-size-xs)',
} as CSSProperties;
const NO_TRANSFORM = { textTransform: 'none' } as const;

/** The name in monospace, Kafka's description under it (three lines at most). */
export function NameCell({ entry }: { entry: ConfigEntry }) {
  const description = entry.description ? plainDescription(entry.description) : undefined;
  return (
    <div className={STACK} style={NAME_STACK}>
      <p className={TEXT} data-size="sm" data-testid="config-name" style={NAME}>
        {entry.name}
      </p>
      {description ? (
        <p className={TEXT} data-size="xs" data-line-clamp="true" title={description} style={DESCRIPTION}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** The value: an input (TextInput size xs) registered with the form, or locked; a hint for times and sizes. */
export function ValueCell({
  entry,
  index,
  locked,
  control,
  register,
}: {
  entry: ConfigEntry;
  index: number;
  locked: boolean;
  control: Control<ConfigForm>;
  register: UseFormRegister<ConfigForm>;
}) {
  const common = {
    className: INPUT,
    'data-variant': 'default',
    'aria-label': entry.name,
    placeholder: entry.sensitive ? '(sensitive)' : 'default',
    'data-testid': `config-input-${entry.name}`,
  };
  // A locked value is not registered: react-hook-form reads a disabled input as no value.
  const input = locked ? (
    <input {...common} data-disabled="true" disabled readOnly value={entry.value ?? ''} />
  ) : (
    <input {...common} {...register(`entries.${index}.value`)} />
  );
  const kind = configDisplayKind(entry.name);
  return (
    <div className={STACK} style={VALUE_STACK}>
      <div className={INPUT_ROOT} data-size="xs">
        <div
          className={INPUT_WRAPPER}
          data-variant="default"
          data-size="xs"
          data-disabled={locked || undefined}
          data-with-right-section={locked || undefined}
          style={INPUT_VARS}
        >
          {input}
          {locked ? (
            <div data-position="right" className={INPUT_SECTION}>
              <IconLock size={14} />
            </div>
          ) : null}
        </div>
      </div>
      {kind === 'MILLI' || kind === 'BYTES' ? <Hint entry={entry} index={index} control={control} /> : null}
    </div>
  );
}

/** '1 day', '2 MB': follows what is typed. */
function Hint({
  entry,
  index,
  control,
}: {
  entry: ConfigEntry;
  index: number;
  control: Control<ConfigForm>;
}) {
  const value = useWatch({ control, name: `entries.${index}.value` });
  const hint = humanizeConfigValue(entry.name, value);
  return hint ? (
    <p className={TEXT} data-size="xs" data-testid={`config-hint-${entry.name}`} style={HINT}>
      {hint}
    </p>
  ) : null;
}

/** Where the value comes from, its type and a sensitive marker. */
export function TypeCell({ entry }: { entry: ConfigEntry }) {
  return (
    <NowrapGroup gap={4} wrap>
      <PlainBadge
        variant="light"
        color={entry.source === 'DEFAULT_CONFIG' ? 'gray' : 'blue'}
        style={NO_TRANSFORM}
        data-testid="config-source"
      >
        {entry.source}
      </PlainBadge>
      {entry.type ? (
        <PlainBadge variant="outline" color="gray" style={NO_TRANSFORM}>
          {entry.type}
        </PlainBadge>
      ) : null}
      {entry.sensitive ? (
        <PlainBadge variant="light" color="red" style={NO_TRANSFORM} data-testid="config-sensitive">
          sensitive
        </PlainBadge>
      ) : null}
    </NowrapGroup>
  );
}
