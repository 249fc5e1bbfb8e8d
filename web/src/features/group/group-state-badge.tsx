import { groupStateColor } from '@console/contract';
import { Badge } from '@mantine/core';

/** State badge of spec §4: STABLE green, PREPARING_REBALANCE blue, other states a warning colour. */
export function GroupStateBadge({ state }: { state: string }) {
  return (
    <Badge
      color={groupStateColor(state)}
      variant="filled"
      tt="none"
      style={{ overflow: 'visible' }}
      miw="fit-content"
      data-testid="group-state"
    >
      {state}
    </Badge>
  );
}
