import type { TooltipProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { useFloatingParts } from './use-floating-parts.ts';

/**
 * Mantine's Tooltip, whose code loads after the first render: until then (a moment, and only
 * before anyone could hover) the child is shown alone, with the same markup.
 */
export function LazyTooltip(props: TooltipProps & { children: ReactElement }) {
  const parts = useFloatingParts();
  if (!parts || props.disabled) return props.children;
  return <parts.Tooltip {...props} />;
}
