import { groupStateColor } from '@console/contract';
import { Badge } from '@mantine/core';

/** A share group's state, coloured as every group state (spec §4): STABLE green, others a warning. */
export function ShareGroupStateBadge({ state }: { state: string }) {
  return (
    <Badge
      color={groupStateColor(state)}
      variant="filled"
      tt="none"
      miw="fit-content"
      data-testid="group-state"
    >
      {state}
    </Badge>
  );
}
