import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { LazyTooltip as Tooltip } from '../../components/lazy/lazy-tooltip.tsx';
import { GrayActionIcon } from '../../components/plain-layout.tsx';

/** Light/dark switch; Mantine's color-scheme manager persists the choice in localStorage. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <GrayActionIcon
        size="lg"
        aria-label={`Switch to ${next} theme`}
        onClick={() => setColorScheme(next)}
        data-testid="theme-toggle"
      >
        {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </GrayActionIcon>
    </Tooltip>
  );
}
