import type { ConnectDefinition } from '@console/contract';
import { Badge } from '@mantine/core';

/** The state a user sees: the connector's with its tasks folded in (server's overallState). */
export function shownState(d: ConnectDefinition): string {
  return d.overallState ?? d.state ?? (d.paused ? 'PAUSED' : '');
}

/** Spec §4: RUNNING green, FAILED red, any other state a warning colour. */
export function stateColor(state: string): string {
  if (state === 'RUNNING') return 'green';
  if (state === 'FAILED') return 'red';
  if (state === 'DEGRADED') return 'orange';
  return 'yellow';
}

export function StateBadge({ state, testId }: { state: string; testId?: string }) {
  return (
    <Badge
      color={stateColor(state)}
      variant="light"
      tt="none"
      data-testid={testId ?? 'state-badge'}
      data-state={state}
    >
      {state}
    </Badge>
  );
}
