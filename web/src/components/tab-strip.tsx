import { Tabs } from '@mantine/core';

export interface TabStripTab {
  value: string;
  label: string;
}

/** Tabs named by their route segment: 'members' shows as 'Members', 'acls' as 'ACLS' (spec). */
export const namedTabs = (names: readonly string[]): TabStripTab[] =>
  names.map((name) => ({
    value: name,
    label: name === 'acls' ? 'ACLS' : (name[0]?.toUpperCase() ?? '') + name.slice(1),
  }));

/**
 * The tab row of a detail page whose tabs are routes: the page renders the active tab's content
 * itself, so the strip has no panels. Each tab's test id is `tab-<value>`.
 */
export function TabStrip(props: {
  tabs: readonly TabStripTab[];
  active: string;
  onChange: (tab: string) => void;
  testId: string;
}) {
  return (
    <Tabs value={props.active} onChange={(next) => next && props.onChange(next)} data-testid={props.testId}>
      <Tabs.List mb="md">
        {props.tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={`tab-${t.value}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
