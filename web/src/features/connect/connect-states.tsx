import { Badge } from '@mantine/core';

/** Spec §4: RUNNING green, FAILED red, any other state a warning colour. */
export function stateColor(state: string): string {
  if (state === 'RUNNING') return 'green';
  if (state === 'FAILED') return 'red';
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
