import { SegmentedControl } from '@mantine/core';
import { type CSSProperties, useId } from 'react';

// Mantine's SegmentedControl as its plain DOM (the same classes, radios and CSS variables, so the
// same look and keyboard: arrow keys move between the radios of one name), without its floating
// indicator. That indicator measures its target with getBoundingClientRect after every render and
// on resize, which forced a layout of the whole new page before its first paint, and set state
// once per option (issue 17: ~35 ms of an SPA navigation to a topic's data). Mantine's own CSS
// draws the chosen option's background on its label when the root is not `data-initialized`
// (how it looks before hydration); only the slide from one option to the next is gone.

const classes = SegmentedControl.classes;
const cls = (name: keyof typeof classes) => `${classes[name]} mantine-SegmentedControl-${name}`;

export interface SegmentedChoiceProps<V extends string> {
  data: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  size?: 'xs' | 'sm';
  style?: CSSProperties;
  'data-testid'?: string;
}

export function SegmentedChoice<V extends string>({
  data,
  value,
  onChange,
  size,
  style,
  'data-testid': testId,
}: SegmentedChoiceProps<V>) {
  const name = useId();
  const vars = {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    ...(size
      ? { '--sc-padding': `var(--sc-padding-${size})`, '--sc-font-size': `var(--mantine-font-size-${size})` }
      : {}),
    ...style,
  } as CSSProperties;
  return (
    <div
      className={cls('root')}
      data-size={size}
      data-with-items-borders="true"
      data-testid={testId}
      role="radiogroup"
      style={vars}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={cls('control')} data-active={active || undefined}>
            <input
              className={cls('input')}
              id={id}
              data-focus-ring="auto"
              type="radio"
              name={name}
              value={item.value}
              checked={active}
              onChange={() => onChange(item.value)}
            />
            <label className={cls('label')} data-active={active || undefined} htmlFor={id}>
              <span className={cls('innerLabel')}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
