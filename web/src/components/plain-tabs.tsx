import { createScopedKeydownHandler, Tabs, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { theme } from '../app/theme.ts';
import { cls } from './plain-layout.tsx';

// Mantine's Tabs (default variant, horizontal, the active panel only) as the plain DOM it renders:
// the same classes, roles, ids and keyboard (arrows move and select, with wrap-around; Home/End
// move), without its context and per-tab style resolution. A topic's tabs render before its
// first record row on every visit (issue 17); the look is Mantine's, from its own CSS.

const ROOT = cls(Tabs.classes.root, 'mantine-Tabs-root');
const LIST = cls(Tabs.classes['list--default'], Tabs.classes.list, 'mantine-Tabs-list');
const TAB = cls(
  'mantine-focus-auto',
  Tabs.classes['tab--default'],
  Tabs.classes.tab,
  'mantine-Tabs-tab',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const LABEL = cls(Tabs.classes.tabLabel, 'mantine-Tabs-tabLabel');
const PANEL = cls(Tabs.classes.panel, 'mantine-Tabs-panel');
const VARS = {
  '--tabs-radius': 'var(--mantine-radius-default)',
  '--tabs-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
} as CSSProperties;

const onKeyDown = createScopedKeydownHandler({
  siblingSelector: '[role="tab"]',
  parentSelector: '[role="tablist"]',
  activateOnFocus: true,
  loop: true,
  orientation: 'horizontal',
  dir: 'ltr',
});

export interface PlainTabsProps<T extends string> {
  value: T;
  tabs: readonly T[];
  labels: Record<T, ReactNode>;
  onChange: (value: T) => void;
  /** The active tab's content. */
  children: ReactNode;
  testId?: string;
}

/** Test ids: the root (`testId`), each tab `tab-<value>`. */
export function PlainTabs<T extends string>({
  value,
  tabs,
  labels,
  onChange,
  children,
  testId,
}: PlainTabsProps<T>) {
  const id = useId();
  return (
    <div
      className={ROOT}
      data-variant="default"
      data-orientation="horizontal"
      style={VARS}
      data-testid={testId}
    >
      <div
        className={LIST}
        data-variant="default"
        data-orientation="horizontal"
        role="tablist"
        aria-orientation="horizontal"
        style={{ marginBottom: 'var(--mantine-spacing-md)' }}
      >
        {tabs.map((name) => (
          <button
            key={name}
            className={TAB}
            data-variant="default"
            data-active={name === value || undefined}
            data-orientation="horizontal"
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={name === value}
            aria-controls={name === value ? `${id}-panel-${name}` : undefined}
            tabIndex={name === value ? 0 : -1}
            onClick={() => name !== value && onChange(name)}
            onKeyDown={onKeyDown}
            data-testid={`tab-${name}`}
          >
            <span className={LABEL}>{labels[name]}</span>
          </button>
        ))}
      </div>
      <div
        className={PANEL}
        data-orientation="horizontal"
        role="tabpanel"
        id={`${id}-panel-${value}`}
        aria-labelledby={`${id}-tab-${value}`}
      >
        {children}
      </div>
    </div>
  );
}
